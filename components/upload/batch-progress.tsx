"use client";

import type { BatchCount } from "./batch-count";

/** One progress for the whole batch: how many files are read, and what the others are doing. */
export function BatchProgress({ count }: { count: BatchCount }) {
  const percent = Math.round((count.done / count.total) * 100);
  const doing = [
    count.uploading ? `${count.uploading} uploading` : "",
    count.reading ? `${count.reading} being read` : "",
    count.unreadable ? `${count.unreadable} could not be read` : "",
    count.failed ? `${count.failed} could not be uploaded` : "",
  ].filter(Boolean);
  return (
    <div className="space-y-1" data-testid="batch-progress">
      <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
        <p className="font-medium text-slate-800" aria-live="polite">
          {count.label}
        </p>
        {doing.length ? <p className="text-xs text-slate-600">{doing.join(" · ")}</p> : null}
      </div>
      <div
        role="progressbar"
        aria-label="Documents read"
        aria-valuemin={0}
        aria-valuemax={count.total}
        aria-valuenow={count.done}
        aria-valuetext={count.label}
        className="h-2.5 rounded bg-slate-200"
      >
        <div
          className={`h-2.5 rounded transition-all ${count.failed || count.unreadable ? "bg-amber-500" : "bg-brand-600"}`}
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
