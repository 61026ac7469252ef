import { fieldName } from "@/lib/corrections/field-names";
import type { Policy } from "@/lib/schemas/policy";

/** A policy field path in staff's words: `coverages[2].deductible` → "Vehicle 1 · Collision deductible". */
export function fieldLabel(policy: Policy | undefined, path: string): string {
  return fieldName(policy, path);
}
