"use server";

import type { RuleCatalogue } from "@/lib/schemas/validation";
import { serviceClient } from "@/lib/service-client";
import { authorized } from "../authorized";
import type { ActionResult } from "../result";

/** The service's rule library with each rule's inputs: what the template form and the input form are built from. */
export async function listRulesAction(): Promise<ActionResult<RuleCatalogue>> {
  return authorized("reviewer", async () => ({ ok: true, data: await (await serviceClient()).listRules() }));
}
