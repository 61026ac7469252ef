import { fieldName } from "./field-names";
import type { NamedChange } from "./named-changes";

// A correction as the timeline, the audit log and the report print it, from what the dashboard
// stored with the entry. Entries written before changes were named carry only the paths.

export function changeLine(c: NamedChange): string {
  return `${c.field}: ${c.before} → ${c.after}${c.derived ? " (follows from the dates)" : ""}`;
}

function isNamed(v: unknown): v is NamedChange {
  return !!v && typeof v === "object" && typeof (v as NamedChange).field === "string";
}

/** One line per change, in words; an older entry's paths named as well as they can be without the policy. */
export function correctionLines(detail: Record<string, unknown>): string[] {
  if (Array.isArray(detail.changes) && detail.changes.every(isNamed)) return detail.changes.map(changeLine);
  if (Array.isArray(detail.fields)) return detail.fields.map((f) => fieldName(null, String(f)));
  return [];
}

/** Who made it: the name and email the entry carries, or the name alone on older entries. */
export function correctedByText(detail: Record<string, unknown>): string | null {
  if (typeof detail.by !== "string") return null;
  return typeof detail.byEmail === "string" ? `${detail.by} <${detail.byEmail}>` : detail.by;
}
