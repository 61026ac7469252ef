"use server";

import type { TypedTemplate } from "@/lib/schemas/template-type";
import { serviceClient, ServiceCallError } from "@/lib/service-client";
import { typedTemplate } from "@/lib/verifications/template-types";
import { authorized } from "../authorized";
import type { ActionResult } from "../result";

export async function getTemplateAction(id: string): Promise<ActionResult<TypedTemplate>> {
  return authorized("reviewer", async () => {
    try {
      return { ok: true, data: await typedTemplate(await serviceClient(), id) };
    } catch (err) {
      // Another client's template is a 404 too: the page shows its not-found view either way.
      if (err instanceof ServiceCallError && err.status === 404)
        return { ok: false, message: "This template does not exist.", errorCode: "not-found" };
      throw err;
    }
  });
}
