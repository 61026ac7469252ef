import "server-only";
import { readSetting, writeSetting } from "@/lib/db/queries/settings";
import { env } from "@/lib/env";
import { templateTypeFor, type TemplateType } from "@/lib/schemas/template-type";
import type { LoanPolicyType } from "@/lib/schemas/verify-loan";
import { EMBEDDED_LENDER } from "@/lib/shared/embedded-lender";

// What an admin decides once for the whole organisation: the lender's name as carriers print it,
// and which requirement template each policy type is checked against unless staff pick another.

const ORGANISATION = "organisation";
const TEMPLATE_DEFAULTS = "template-defaults";
const NO_CREDENTIALS = "carriers-without-credentials";

export type TemplateDefaults = Partial<Record<LoanPolicyType, string>>;

/** The sample templates every client starts with, by name: the default until an admin chooses. */
const SAMPLE_DEFAULTS: Record<LoanPolicyType, string> = {
  auto: "Auto loan — standard",
  home: "Mortgage — homeowners",
  condo: "Mortgage — homeowners",
};

export async function readLenderName(): Promise<string | null> {
  const stored = await readSetting<{ lenderName?: string }>(ORGANISATION);
  if (stored?.lenderName) return stored.lenderName;
  // The embedded service client is provisioned under this name; an external one is set by an admin.
  return env().SERVICE_BASE_URL ? null : EMBEDDED_LENDER.name;
}

export async function writeLenderName(lenderName: string): Promise<void> {
  await writeSetting(ORGANISATION, { lenderName });
}

/**
 * The chosen default template per policy type, falling back to the sample of that type. Only a
 * template of the loan's type counts: one chosen before templates had types (a homeowners template
 * as the auto default) is passed over as if gone.
 */
export async function readTemplateDefaults(
  templates: { id: string; displayName: string; policyType: TemplateType | null }[],
): Promise<TemplateDefaults> {
  const stored = (await readSetting<TemplateDefaults>(TEMPLATE_DEFAULTS)) ?? {};
  const out: TemplateDefaults = {};
  for (const type of Object.keys(SAMPLE_DEFAULTS) as LoanPolicyType[]) {
    if (stored[type] === "") continue; // an admin chose "no default"
    const fits = templates.filter((t) => t.policyType === templateTypeFor(type));
    out[type] =
      fits.find((t) => t.id === stored[type])?.id ?? fits.find((t) => t.displayName === SAMPLE_DEFAULTS[type])?.id;
  }
  return out;
}

export async function writeTemplateDefaults(defaults: TemplateDefaults): Promise<void> {
  await writeSetting(TEMPLATE_DEFAULTS, defaults);
}

/**
 * Carriers whose last lookup was refused with no-credentials, with when, so the picker marks them
 * before the next try. An accepted lookup or a login saved in Settings clears the mark, and a login
 * the service lists outranks it (an operator may have added one since).
 */
export async function readCarriersWithoutCredentials(): Promise<Record<string, string>> {
  return (await readSetting<Record<string, string>>(NO_CREDENTIALS)) ?? {};
}

export async function markCarrierCredentials(carrierId: string, missing: boolean): Promise<void> {
  const marks = await readCarriersWithoutCredentials();
  if (missing === Object.hasOwn(marks, carrierId)) return;
  if (missing) marks[carrierId] = new Date().toISOString();
  else delete marks[carrierId];
  await writeSetting(NO_CREDENTIALS, marks);
}
