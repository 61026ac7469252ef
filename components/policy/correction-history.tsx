import { formatDateTime } from "@/components/sessions/format";
import type { NamedChange } from "@/lib/corrections/named-changes";
import type { Correction } from "@/lib/schemas/policy-corrections";

/** Who changed which field from what to what, newest first, each field in words. */
export function CorrectionHistory({
  corrections,
  named,
  who,
}: {
  corrections: Correction[];
  /** Each correction's changes in words, by its id. */
  named: Map<string, NamedChange[]>;
  /** The staff member behind an email, where the dashboard knows them. */
  who?: (email: string) => string;
}) {
  if (!corrections.length) return <p className="text-sm text-slate-500">No corrections yet: every value is as read.</p>;
  return (
    <ol className="space-y-3" aria-label="Corrections">
      {corrections.map((c) => (
        <li key={c.id} className="text-sm" data-testid="correction">
          <p className="font-medium text-slate-900">{who ? who(c.correctedBy) : c.correctedBy}</p>
          <p className="text-xs text-slate-500">
            <time dateTime={c.createdAt}>{formatDateTime(c.createdAt)}</time>
            {c.term === "renewal" ? " · renewal term" : ""}
            {c.reason ? ` · “${c.reason}”` : ""}
          </p>
          <ul className="mt-1 space-y-0.5 text-xs text-slate-700">
            {(named.get(c.id) ?? []).map((ch, i) => (
              <li key={i} className="break-words">
                <span className="font-medium">{ch.field}</span>
                {ch.derived ? <span className="text-slate-500"> (follows from the dates)</span> : null}:{" "}
                <span className="font-mono line-through decoration-slate-400">{ch.before}</span> →{" "}
                <span className="font-mono">{ch.after}</span>
                {c.changes[i]?.learned ? (
                  <span className="block text-slate-500">
                    Learned for this carrier: read by “{c.changes[i].learned!.label}”
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
