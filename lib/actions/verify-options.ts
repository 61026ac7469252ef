"use server";

import type { TemplateType } from "@/lib/schemas/template-type";
import { hasRole } from "@/lib/auth/roles";
import { serviceClient } from "@/lib/service-client";
import {
  readCarriersWithoutCredentials,
  readLenderName,
  readTemplateDefaults,
  type TemplateDefaults,
} from "@/lib/verifications/defaults";
import { typedTemplates } from "@/lib/verifications/template-types";
import { authorized } from "./authorized";
import type { ActionResult } from "./result";

export interface VerifyOptions {
  /** policyType: what the template checks (null: not known), so a default is offered only for its type. */
  templates: { id: string; displayName: string; policyType: TemplateType | null }[];
  /** The template each policy type starts with on the forms. */
  defaults: TemplateDefaults;
  /**
   * Lookup-capable carriers Covercheck has no portal login for, with why: none on file at the
   * service, or the last lookup there was refused for want of one (with when).
   */
  noCredentials: Record<string, string>;
  lenderName: string | null;
  /** An admin: a missing portal login is theirs to add (Settings → Carrier logins). */
  canManageCarrierLogins: boolean;
}

/** What the lookup and document forms offer: templates, the organisation's defaults, carrier marks. */
export async function getVerifyOptionsAction(): Promise<ActionResult<VerifyOptions>> {
  return authorized("reviewer", async (user) => {
    const service = await serviceClient();
    const [list, carriers, onFile, refused, lenderName] = await Promise.all([
      typedTemplates(service),
      service.listCarriers(),
      service.listPortalCredentials(),
      readCarriersWithoutCredentials(),
      readLenderName(),
    ]);
    const templates = list.map((t) => ({ id: t.id, displayName: t.displayName, policyType: t.policyType }));
    const defaults = await readTemplateDefaults(templates);
    const held = new Set(onFile.filter((c) => c.active).map((c) => c.carrierId));
    // A login on file now outranks a refusal remembered from before it was added.
    const noCredentials: Record<string, string> = {};
    for (const c of carriers)
      if (c.policyLookup.supported && !held.has(c.id)) noCredentials[c.id] = refused[c.id] ?? "none on file";
    const canManageCarrierLogins = hasRole(user.role, "admin");
    return { ok: true, data: { templates, defaults, noCredentials, lenderName, canManageCarrierLogins } };
  });
}
