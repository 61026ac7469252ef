import type { Policy } from "@/lib/schemas/policy";

/**
 * Whether a term read from its dates is in force on a day (YYYY-MM-DD): from its first day up to, not
 * including, its expiration day. Null when either date is unknown, since a reader cannot say.
 */
export function activeOn(term: Pick<Policy, "effectiveDate" | "expirationDate">, day: string): boolean | null {
  return term.effectiveDate && term.expirationDate ? term.effectiveDate <= day && day < term.expirationDate : null;
}
