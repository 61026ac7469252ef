"use server";

import type { Policy } from "@/lib/schemas/policy";
import type { Correction, FieldLocations } from "@/lib/schemas/policy-corrections";
import { serviceClient } from "@/lib/service-client";
import { authorized } from "./authorized";
import type { ActionResult } from "./result";
import { policyAccess } from "./validation/policy-access";

export interface PolicyCorrectionsView {
  /** The policy as read from the document (or the carrier), before any correction, through the term asked for. */
  original: Policy;
  /** Newest first, of both terms (each says which). */
  corrections: Correction[];
  /** Where each value is printed on the document; no fields for a carrier lookup. */
  locations: FieldLocations;
}

/** What the session page shows beside the editable fields: the values read, who changed what, and where each was printed. */
export async function getPolicyCorrectionsAction(
  token: string,
  policyId: string,
  term: "current" | "renewal" = "current",
): Promise<ActionResult<PolicyCorrectionsView>> {
  return authorized("viewer", async () => {
    if (typeof token !== "string" || typeof policyId !== "string" || (term !== "current" && term !== "renewal"))
      return { ok: false, message: "This policy is not part of the verification.", errorCode: "not-found" };
    const access = await policyAccess(token, policyId);
    if (!access.ok) return access;
    const client = await serviceClient();
    const [history, locations] = await Promise.all([
      client.listCorrections(policyId, access.data.accessToken, term),
      client.getFieldLocations(policyId, access.data.accessToken, term),
    ]);
    return { ok: true, data: { original: history.original, corrections: history.corrections, locations } };
  });
}
