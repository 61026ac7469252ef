"use client";

import { DataTable } from "@/components/ui/table";
import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useDeferredValue, useState } from "react";
import { Alert, EmptyState } from "@/components/ui/card";
import { Input, Select } from "@/components/ui/field";
import { listVerificationsAction } from "@/lib/actions/verifications";
import type { VerificationListItem } from "@/lib/actions/verification-views";
import { formatDateTime } from "./format";
import { StatusBadge } from "./status-badge";

/** Verifications, newest activity first; polls so results arriving by webhook appear without a reload. */
export function SessionList({ initial }: { initial: VerificationListItem[] }) {
  const [q, setQ] = useState("");
  const [status, setStatus] = useState("");
  const deferredQ = useDeferredValue(q);
  const query = useQuery({
    queryKey: ["verifications", deferredQ, status],
    queryFn: async () => {
      const r = await listVerificationsAction({ q: deferredQ, status });
      if (!r.ok) throw new Error(r.message);
      return r.data;
    },
    initialData: deferredQ === "" && status === "" ? initial : undefined,
    refetchInterval: 3000,
  });
  const rows = query.data ?? [];

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-3">
        <div className="min-w-56 flex-1">
          <label htmlFor="session-search" className="sr-only">
            Search verifications
          </label>
          <Input
            id="session-search"
            type="search"
            placeholder="Search borrower, policy number, carrier…"
            value={q}
            onChange={(e) => setQ(e.target.value)}
          />
        </div>
        <div>
          <label htmlFor="session-status" className="sr-only">
            Filter by status
          </label>
          <Select id="session-status" value={status} onChange={(e) => setStatus(e.target.value)}>
            <option value="">All statuses</option>
            <option value="processing">Processing</option>
            <option value="completed">Completed</option>
            <option value="errored">Errored</option>
            <option value="created">Created</option>
          </Select>
        </div>
      </div>
      {query.isError ? <Alert>{(query.error as Error).message}</Alert> : null}
      {query.isPending ? (
        <p role="status" className="text-sm text-slate-500">
          Loading verifications…
        </p>
      ) : rows.length === 0 ? (
        <EmptyState title={q || status ? "No verifications match" : "No verifications yet"}>
          {q || status
            ? "Clear the search or the filter."
            : "Start one with “Verify by lookup” or “Verify by document”."}
        </EmptyState>
      ) : (
        <DataTable caption="Verifications" columns={["Status", "Borrower", "Carrier", "Policy number", "Updated"]}>
          {rows.map((r) => (
            <tr key={r.token} className="hover:bg-slate-50">
              <td className="px-4 py-2">
                <StatusBadge status={r.status} />
              </td>
              <td className="px-4 py-2">
                <Link href={`/sessions/${r.token}`} className="font-medium text-brand-700 hover:underline">
                  {r.summary.insured ?? r.borrowerRef}
                </Link>
                <span className="block text-xs text-slate-500">{r.borrowerRef}</span>
              </td>
              <td className="px-4 py-2">{r.summary.carrierName ?? "—"}</td>
              <td className="px-4 py-2">
                <span className="font-mono">{r.summary.policyNumber ?? "—"}</span>
                {r.summary.documentName ? (
                  <span className="block text-xs text-slate-500">from {r.summary.documentName}</span>
                ) : null}
              </td>
              <td className="px-4 py-2 text-slate-600">{formatDateTime(r.updatedAt)}</td>
            </tr>
          ))}
        </DataTable>
      )}
    </div>
  );
}
