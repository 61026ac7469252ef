import type { SettingChange } from "./detail-text";

// What an admin changed on the verification settings, for the audit entry: each setting by the name
// the form shows, with the value before and after (templates by name: ids mean nothing to an
// auditor). Settings saved unchanged are left out.

export interface VerificationSettingsValues {
  lenderName: string | null;
  defaults: Partial<Record<"auto" | "home" | "condo", string | undefined>>;
}

const TYPES = ["auto", "home", "condo"] as const;

export function settingChanges(
  before: VerificationSettingsValues,
  after: VerificationSettingsValues,
  templateName: (id: string) => string | null,
): SettingChange[] {
  const changes: SettingChange[] = [];
  if ((before.lenderName ?? "") !== (after.lenderName ?? ""))
    changes.push({ setting: "Lender name on policies", from: before.lenderName || null, to: after.lenderName || null });
  const named = (id: string | undefined) => (id ? (templateName(id) ?? id) : null);
  for (const type of TYPES) {
    const from = before.defaults[type] || undefined;
    const to = after.defaults[type] || undefined;
    if (from !== to) changes.push({ setting: `Default template for ${type} loans`, from: named(from), to: named(to) });
  }
  return changes;
}
