import type { Policy } from "@/lib/schemas/policy";
import { coverageName } from "@/lib/shared/coverage-names";

// The service reads a declarations page as the type staff chose: a home page read as auto comes back
// as an auto policy with almost nothing in it, and the verdict would blame the policy. What was read
// is weighed for both types (vehicles and auto coverages against home coverages; an interest only
// when its role is not the reading's own, since a reader names the lender after the type it reads
// as), and the result is shown with that evidence. A reading with evidence for neither type proves
// nothing either way: it may offer one reading as the other type, never a second, so a document
// is not sent back and forth; a type it was already read as is never offered again.

const AUTO_CODES = new Set(["BI", "PD", "CSL", "COLL", "COMP", "UMBI", "UMPD", "UIMBI", "UIMPD"]);
const HOME_CODES = new Set(["DWELLING", "OTHER_STRUCTURES", "PERSONAL_PROPERTY", "LOSS_OF_USE", "PERSONAL_LIABILITY"]);

export type TypeFamily = "auto" | "home";

export interface TypeEvidence {
  /** What was read that only an auto policy has, in words ("Vehicle: 2021 Honda Accord"). */
  auto: string[];
  /** What was read that only a home or condo policy has. */
  home: string[];
}

export interface TypeCheck {
  chosen: string;
  /** The type to read the document again as; null when none is left to try (a person decides). */
  suggested: TypeFamily | null;
  /** Whether what was read points to `suggested`, rather than the reading merely failing to tell. */
  clear?: boolean;
  reason: string;
  /** Absent on checks stored before the evidence was kept. */
  evidence?: TypeEvidence;
}

type Read = Pick<Policy, "type" | "properties" | "coverages" | "thirdParties">;

export const familyOf = (type: string): TypeFamily => (type === "auto" ? "auto" : "home");
const NAMES: Record<TypeFamily, string> = { auto: "an auto", home: "a home or condo" };
const LACKS: Record<TypeFamily, string> = {
  auto: "no vehicle or auto coverage",
  home: "no home coverage",
};

/** Each piece of what was read that points to one type, in words; `readAs` is the type it was read as. */
export function typeEvidence(policy: Read, readAs: string): TypeEvidence {
  const auto: string[] = [];
  const home: string[] = [];
  for (const p of policy.properties)
    if (p.type === "vehicle") {
      const what = [p.data.year, p.data.make, p.data.model].filter(Boolean).join(" ");
      auto.push(`Vehicle: ${[what, p.data.vin ? `VIN ${p.data.vin}` : null].filter(Boolean).join(", ") || "listed"}`);
    }
  const codes = [...new Set(policy.coverages.map((c) => c.code))];
  const autoCodes = codes.filter((c) => AUTO_CODES.has(c)).map(coverageName);
  const homeCodes = codes.filter((c) => HOME_CODES.has(c)).map(coverageName);
  if (autoCodes.length) auto.push(`Auto coverage: ${autoCodes.join(", ")}`);
  if (homeCodes.length) home.push(`Home coverage: ${homeCodes.join(", ")}`);
  const readAsAuto = familyOf(readAs) === "auto";
  for (const t of policy.thirdParties) {
    if (!readAsAuto && (t.type === "lienholder" || t.type === "lessor"))
      auto.push(`${t.type === "lessor" ? "Lessor" : "Lienholder"}: ${t.name}`);
    if (readAsAuto && t.type === "mortgagee") home.push(`Mortgagee: ${t.name}`);
  }
  return { auto, home };
}

/**
 * Whether the document fits the type it was read as. `tried` lists the types this document was
 * read as before (from the session's re-reads); a suggestion is never one of them.
 */
export function checkDocumentType(policy: Read, chosen: string, tried: readonly string[] = []): TypeCheck | null {
  const evidence = typeEvidence(policy, chosen);
  const own = familyOf(chosen);
  const other: TypeFamily = own === "auto" ? "home" : "auto";
  const untried = !tried.some((t) => familyOf(t) === other);
  // The reading's own type wins ties: a page with a vehicle and a mortgagee is not sent away.
  if (evidence[own].length > 0 && evidence[own].length >= evidence[other].length) return null;
  if (evidence[other].length === 0)
    return {
      chosen,
      suggested: untried ? other : null,
      clear: false,
      reason: `Its type cannot be told from what was read: it shows ${LACKS.auto}, and ${LACKS.home}. ${
        untried ? `Reading it as ${other} may tell; otherwise check` : "Check"
      } the document before accepting it.`,
      evidence,
    };
  if (!untried)
    return {
      chosen,
      suggested: null,
      clear: false,
      reason:
        "It was read both as auto and as home, and neither reading fits it cleanly. Decide from the document and the evidence below; it is not read again by itself.",
      evidence,
    };
  return {
    chosen,
    suggested: other,
    clear: true,
    reason: evidence[own].length
      ? `Read as ${NAMES[own]} policy, it shows more of what ${NAMES[other]} policy has than of what ${NAMES[own]} policy has (listed below).`
      : `Read as ${NAMES[own]} policy, it shows ${LACKS[own]}, but it does show what ${NAMES[other]} policy has (listed below).`,
    evidence,
  };
}

/** The types a document was read as before its latest reading, from the session's "rerun" entries. */
export function typesTriedBefore(reruns: { detail: Record<string, unknown> }[]): string[] {
  return reruns.flatMap((e) => {
    const to = typeof e.detail.policyType === "string" ? e.detail.policyType : null;
    if (typeof e.detail.from === "string") return [e.detail.from];
    // Entries written before the previous type was kept: the notice only ever offered the other family.
    return to ? [to === "auto" ? "home" : "auto"] : [];
  });
}
