import type { Policy } from "@/lib/schemas/policy";

// The service reads a declarations page as the type staff chose: a home page read as auto comes back
// as an auto policy with almost nothing in it, and the verdict would blame the policy. The codes
// found (or not) tell the two apart well enough to say so and offer a re-run as the other type.

const AUTO_CODES = new Set(["BI", "PD", "CSL", "COLL", "COMP", "UMBI", "UMPD", "UIMBI", "UIMPD"]);
const HOME_CODES = new Set(["DWELLING", "OTHER_STRUCTURES", "PERSONAL_PROPERTY", "LOSS_OF_USE", "PERSONAL_LIABILITY"]);

export interface TypeCheck {
  chosen: string;
  /** The type the document reads as; the service tells home from condo once read as home. */
  suggested: "auto" | "home";
  reason: string;
}

type Read = Pick<Policy, "type" | "properties" | "coverages" | "thirdParties">;

export function checkDocumentType(policy: Read, chosen: string): TypeCheck | null {
  const codes = new Set(policy.coverages.map((c) => c.code));
  const has = (set: Set<string>) => [...codes].some((code) => set.has(code));
  const roles = new Set(policy.thirdParties.map((p) => p.type));
  if (policy.type === "auto") {
    const vehicles = policy.properties.some((p) => p.type === "vehicle");
    if (vehicles || has(AUTO_CODES)) return null;
    const mortgagee = roles.has("mortgagee") ? " and names a mortgagee" : "";
    return {
      chosen,
      suggested: "home",
      reason: `Read as an auto policy, this document shows no vehicle and no auto coverage${mortgagee}: it looks like a home or condo policy.`,
    };
  }
  if (has(HOME_CODES)) return null;
  const lienholder = roles.has("lienholder") || roles.has("lessor") ? " and names a lienholder" : "";
  return {
    chosen,
    suggested: "auto",
    reason: `Read as a ${policy.type} policy, this document shows no dwelling or other home coverage${lienholder}: it looks like an auto policy.`,
  };
}
