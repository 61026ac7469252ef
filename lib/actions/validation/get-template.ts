"use server";

import type { Template } from "@/lib/schemas/validation";
import { serviceClient, ServiceCallError } from "@/lib/service-client";
import { authorized } from "../authorized";
import type { ActionResult } from "../result";

export async function getTemplateAction(id: string): Promise<ActionResult<Template>> {
  return authorized("reviewer", async () => {
    try {
      return { ok: true, data: await (await serviceClient()).getTemplate(id) };
    } catch (err) {
      // Another client's template is a 404 too: the page shows its not-found view either way.
      if (err instanceof ServiceCallError && err.status === 404)
        return { ok: false, message: "This template does not exist.", errorCode: "not-found" };
      throw err;
    }
  });
}
