"use server";

import type { ValidationRun } from "@/lib/schemas/validation";
import { serviceClient } from "@/lib/service-client";
import { authorized } from "../authorized";
import type { ActionResult } from "../result";
import { policyAccess } from "./policy-access";

/** Past validations of a verification's policy, newest first, as the service stored them. */
export async function listValidationsAction(token: string, policyId: string): Promise<ActionResult<ValidationRun[]>> {
  return authorized("viewer", async () => {
    const access = await policyAccess(token, policyId);
    if (!access.ok) return access;
    return { ok: true, data: await (await serviceClient()).listValidations(policyId, access.data.accessToken) };
  });
}
