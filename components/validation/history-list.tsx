"use client";

import { formatDateTime } from "@/components/sessions/format";
import { Alert, EmptyState } from "@/components/ui/card";
import type { ValidationRun } from "@/lib/schemas/validation";
import { ValidationStatusBadge } from "./validation-status";

/** Stored validations of this policy, newest first; picking one shows its full result. */
export function HistoryList({
  runs,
  loading,
  error,
  selectedId,
  onSelect,
}: {
  runs: ValidationRun[] | undefined;
  loading: boolean;
  error: string | null;
  selectedId: string | null;
  onSelect: (run: ValidationRun) => void;
}) {
  if (error) return <Alert>{error}</Alert>;
  if (loading && !runs)
    return (
      <p role="status" className="text-sm text-slate-500">
        Loading past results…
      </p>
    );
  if (!runs || runs.length === 0)
    return (
      <EmptyState title="No validations yet">
        Results appear here each time a template is run on this policy.
      </EmptyState>
    );
  return (
    <ul aria-label="Past results" className="divide-y divide-slate-100">
      {runs.map((run) => (
        <li key={run.id}>
          <button
            type="button"
            aria-pressed={selectedId === run.id}
            onClick={() => onSelect(run)}
            className={`flex w-full flex-wrap items-center gap-x-2 gap-y-0.5 rounded px-2 py-2 text-left text-sm hover:bg-slate-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-500 ${
              selectedId === run.id ? "bg-brand-50" : ""
            }`}
          >
            <ValidationStatusBadge status={run.status} />
            <span className="font-medium">{run.templateName ?? "Deleted template"}</span>
            <span className="text-slate-600">{run.term === "renewal" ? "renewal" : "current"}</span>
            <time dateTime={run.createdAt} className="ml-auto text-xs text-slate-600">
              {formatDateTime(run.createdAt)}
            </time>
          </button>
        </li>
      ))}
    </ul>
  );
}
