import { formatDateTime } from "@/components/sessions/format";
import type { Correction } from "@/lib/schemas/policy-corrections";
import { shown } from "./correction-context";

/** Who changed which field from what to what, newest first. */
export function CorrectionHistory({
  corrections,
  label,
}: {
  corrections: Correction[];
  label: (path: string) => string;
}) {
  if (!corrections.length)
    return <p className="text-sm text-slate-500">No corrections yet: every value is as read from the document.</p>;
  return (
    <ol className="space-y-3" aria-label="Corrections">
      {corrections.map((c) => (
        <li key={c.id} className="text-sm" data-testid="correction">
          <p className="font-medium text-slate-900">{c.correctedBy}</p>
          <p className="text-xs text-slate-500">
            <time dateTime={c.createdAt}>{formatDateTime(c.createdAt)}</time>
            {c.reason ? ` · “${c.reason}”` : ""}
          </p>
          <ul className="mt-1 space-y-0.5 text-xs text-slate-700">
            {c.changes.map((ch, i) => (
              <li key={i}>
                <span className="font-medium">{label(ch.path)}</span>
                {ch.derived ? <span className="text-slate-500"> (follows from the dates)</span> : null}:{" "}
                <span className="font-mono line-through decoration-slate-400">{shown(ch.oldValue)}</span> →{" "}
                <span className="font-mono">{"newValue" in ch ? shown(ch.newValue) : "removed"}</span>
                {ch.learned ? (
                  <span className="block text-slate-500">Learned for this carrier: read by “{ch.learned.label}”</span>
                ) : null}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
