"use server";

import type { TypedTemplate } from "@/lib/schemas/template-type";
import { serviceClient } from "@/lib/service-client";
import { typedTemplates } from "@/lib/verifications/template-types";
import { authorized } from "../authorized";
import type { ActionResult } from "../result";

// Templates are configuration: reviewers read them (to run them), admins change them.
export async function listTemplatesAction(): Promise<ActionResult<TypedTemplate[]>> {
  return authorized("reviewer", async () => ({ ok: true, data: await typedTemplates(await serviceClient()) }));
}
