import type { VerificationDetail } from "@/lib/actions/verification-views";
import { formatDateTime } from "./format";
import { TIMELINE_LABELS } from "@/lib/verifications/timeline-labels";
import { VERDICT_WORDS } from "@/lib/verifications/verdict";
import { decisionWord } from "@/lib/reviews/decision-words";
import { correctionLines } from "@/lib/corrections/entry-lines";
import { timelineActor } from "@/lib/audit/people";

function describe(e: VerificationDetail["timeline"][number]): string | null {
  const d = e.detail;
  const by = timelineActor(d) ?? "a staff member";
  if (e.kind === "created" && typeof d.by === "string")
    return `By ${d.by}. Consent attested: “${String(d.consent ?? "")}”`;
  if (e.kind === "queued") return `Operation ${String(d.operation ?? "")}`;
  if ((e.kind === "errored" || e.kind === "rejected") && d.message)
    return `${String(d.errorCode ?? "")}: ${String(d.message)}`;
  if (e.kind === "validated")
    return `${VERDICT_WORDS[String(d.verdict)] ?? "No verdict"} · ${String(d.template ?? "")}`;
  if (e.kind === "validation-failed") return `${String(d.template ?? "")}: ${String(d.message ?? "")}`;
  if (e.kind === "rerun")
    return [
      d.from ? `From ${String(d.from)} to ${String(d.policyType ?? "")}` : `As ${String(d.policyType ?? "")}`,
      timelineActor(d) ? `by ${timelineActor(d)}` : null,
    ]
      .filter(Boolean)
      .join(", ");
  if (e.kind === "assigned") return `By ${by}: ${d.to ? `to ${String(d.to)}` : "nobody assigned now"}`;
  if (e.kind === "request-cancelled" && timelineActor(d)) return `By ${by}`;
  if (e.kind === "decided")
    return [
      `${decisionWord(d.decision)} by ${by}`,
      d.expiresOn ? `until ${String(d.expiresOn)}` : null,
      d.reason ? `“${String(d.reason)}”` : null,
    ]
      .filter(Boolean)
      .join(" · ");
  if (e.kind === "noted")
    return `By ${by}${Array.isArray(d.mentioned) && d.mentioned.length ? `, mentioning ${d.mentioned.map(String).join(", ")}` : ""}`;
  if (e.kind === "completed" && typeof d.policies === "number")
    return `${d.policies} ${d.policies === 1 ? "policy" : "policies"} received`;
  return null;
}

/** Who corrected what, each change before → after in words. */
function CorrectionEntry({ detail }: { detail: Record<string, unknown> }) {
  const by = timelineActor(detail, true);
  const lines = correctionLines(detail);
  return (
    <div className="mt-0.5 text-xs text-slate-600">
      {by ? (
        <p>
          By {by}
          {detail.term === "renewal" ? " · renewal term" : ""}
        </p>
      ) : null}
      {lines.length ? (
        <ul className="list-disc pl-4" aria-label="Changes">
          {lines.map((l, i) => (
            <li key={i} className="break-words">
              {l}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

export function Timeline({ events, live }: { events: VerificationDetail["timeline"]; live: boolean }) {
  return (
    <ol className="relative space-y-4 border-l border-slate-200 pl-5" aria-label="Timeline">
      {events.map((e) => (
        <li key={e.id} className="relative">
          <span
            aria-hidden
            className={`absolute -left-[1.6rem] top-1 h-3 w-3 rounded-full ring-4 ring-white ${
              e.kind === "errored" || e.kind === "rejected"
                ? "bg-red-500"
                : e.kind === "completed"
                  ? "bg-green-500"
                  : "bg-brand-500"
            }`}
          />
          <p className="text-sm font-medium text-slate-900">{TIMELINE_LABELS[e.kind] ?? e.kind}</p>
          <p className="text-xs text-slate-500">
            <time dateTime={e.at}>{formatDateTime(e.at)}</time>
          </p>
          {describe(e) ? <p className="mt-0.5 text-xs text-slate-600">{describe(e)}</p> : null}
          {e.kind === "corrected" ? <CorrectionEntry detail={e.detail} /> : null}
        </li>
      ))}
      {live ? (
        <li className="relative" role="status">
          <span
            aria-hidden
            className="absolute -left-[1.6rem] top-1 h-3 w-3 animate-pulse rounded-full bg-blue-400 ring-4 ring-white"
          />
          <p className="text-sm text-slate-600">Waiting for the carrier…</p>
        </li>
      ) : null}
    </ol>
  );
}
