import { correctionLines } from "@/lib/corrections/entry-lines";
import { decisionWord } from "@/lib/reviews/decision-words";
import { VERDICT_WORDS } from "@/lib/verifications/verdict";

// An audit entry's detail in words, the same on the audit page and in the report: what changed,
// from what to what. Client-safe. Entries only ever hold what may be shown (never a secret), and
// entries written before a shape was kept are read as well as they can be.

/** One changed setting, as the settings action records it. */
export interface SettingChange {
  setting: string;
  from: string | null;
  to: string | null;
}

const str = (v: unknown) => (v === null || v === undefined || v === "" ? null : String(v));
const shown = (v: unknown) => str(v) ?? "(none)";
const arrow = (from: unknown, to: unknown) => `${shown(from)} → ${shown(to)}`;

function isSettingChange(v: unknown): v is SettingChange {
  return !!v && typeof v === "object" && typeof (v as SettingChange).setting === "string";
}

function settingsLines(d: Record<string, unknown>): string[] {
  if (Array.isArray(d.changes) && d.changes.every(isSettingChange))
    return d.changes.length ? d.changes.map((c) => `${c.setting}: ${arrow(c.from, c.to)}`) : ["nothing changed"];
  // Entries from before the values were named: what was saved, without what it replaced.
  const lines: string[] = [];
  if (str(d.lenderName)) lines.push(`Lender name on policies: ${String(d.lenderName)}`);
  if (d.defaults && typeof d.defaults === "object")
    for (const [type, id] of Object.entries(d.defaults as Record<string, unknown>))
      lines.push(`Default template for ${type} loans: ${shown(id)}`);
  return lines;
}

function decisionLines(d: Record<string, unknown>): string[] {
  return [
    d.previous ? `${decisionWord(d.previous)} → ${decisionWord(d.decision)}` : decisionWord(d.decision),
    str(d.expiresOn) && `until ${String(d.expiresOn)}`,
    str(d.reason) && `“${String(d.reason)}”`,
    str(d.verdict) && `on a verdict of ${VERDICT_WORDS[String(d.verdict)] ?? String(d.verdict)}`,
  ].filter((x): x is string => !!x);
}

/** The detail worth reading at a glance, as parts to join; the CSV carries all of it. */
export function auditDetailParts(action: string, detail: unknown): string[] {
  const d = (detail ?? {}) as Record<string, unknown>;
  if (action === "settings.saved") return settingsLines(d);
  if (action === "review.decided") return decisionLines(d);
  if (action === "verification.document-reread")
    return [d.from ? `read as ${arrow(d.from, d.policyType)}` : `read as ${shown(d.policyType)}`];
  if (action === "review.assigned")
    return [d.previous ? arrow(d.previous, d.assignee ?? "nobody") : `to ${shown(d.assignee ?? "nobody")}`];
  if (action === "policy.corrected")
    return [
      ...correctionLines(d),
      d.term === "renewal" ? "renewal term" : null,
      str(d.reason) ? `“${String(d.reason)}”` : null,
    ].filter((x): x is string => !!x);
  const parts = [
    d.member && `member ${String(d.member)}`,
    d.from && d.to && arrow(d.from, d.to),
    d.role && !d.from && `as ${String(d.role)}`,
    d.name && String(d.name),
    d.policyNumber && `policy ${String(d.policyNumber)}`,
    d.carrier && `at ${String(d.carrier)}`,
    d.term === "renewal" && "renewal term",
    d.policyType && `as ${String(d.policyType)}`,
    d.status && `result ${String(d.status)}`,
    d.retriedAs && `retried as ${String(d.retriedAs)}`,
    Array.isArray(d.mentioned) && d.mentioned.length > 0 && `mentions ${d.mentioned.map(String).join(", ")}`,
  ];
  return parts.filter((x): x is string => typeof x === "string" && x.length > 0);
}

/** Actions whose detail is a list of changes, one per line; the others read as one line. */
export const LISTED_DETAIL = new Set(["policy.corrected", "settings.saved"]);

export const auditDetailText = (action: string, detail: unknown): string =>
  auditDetailParts(action, detail).join(" · ");
