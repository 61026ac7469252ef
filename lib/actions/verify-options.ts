"use server";

import { serviceClient } from "@/lib/service-client";
import {
  readCarriersWithoutCredentials,
  readLenderName,
  readTemplateDefaults,
  type TemplateDefaults,
} from "@/lib/verifications/defaults";
import { authorized } from "./authorized";
import type { ActionResult } from "./result";

export interface VerifyOptions {
  templates: { id: string; displayName: string }[];
  /** The template each policy type starts with on the forms. */
  defaults: TemplateDefaults;
  /** Carrier ids whose last lookup was refused for want of portal credentials, with when. */
  noCredentials: Record<string, string>;
  lenderName: string | null;
}

/** What the lookup and document forms offer: templates, the organisation's defaults, carrier marks. */
export async function getVerifyOptionsAction(): Promise<ActionResult<VerifyOptions>> {
  return authorized("reviewer", async () => {
    const templates = (await (await serviceClient()).listTemplates()).map((t) => ({
      id: t.id,
      displayName: t.displayName,
    }));
    const [defaults, noCredentials, lenderName] = await Promise.all([
      readTemplateDefaults(templates),
      readCarriersWithoutCredentials(),
      readLenderName(),
    ]);
    return { ok: true, data: { templates, defaults, noCredentials, lenderName } };
  });
}
