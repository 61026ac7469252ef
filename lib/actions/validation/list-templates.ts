"use server";

import type { Template } from "@/lib/schemas/validation";
import { serviceClient } from "@/lib/service-client";
import { authorized } from "../authorized";
import type { ActionResult } from "../result";

// Templates are configuration: reviewers read them (to run them), admins change them.
export async function listTemplatesAction(): Promise<ActionResult<Template[]>> {
  return authorized("reviewer", async () => ({ ok: true, data: await (await serviceClient()).listTemplates() }));
}
