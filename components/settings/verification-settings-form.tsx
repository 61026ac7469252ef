"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Alert } from "@/components/ui/card";
import { Field, Input, Select } from "@/components/ui/field";
import { saveVerificationSettingsAction } from "@/lib/actions/save-verification-settings";
import type { VerifyOptions } from "@/lib/actions/verify-options";

const TYPES = [
  { type: "auto", label: "Auto loans" },
  { type: "home", label: "Home loans" },
  { type: "condo", label: "Condo loans" },
] as const;

/** The lender's name as printed on policies, and the default requirement template per policy type. */
export function VerificationSettingsForm({ options }: { options: VerifyOptions }) {
  const router = useRouter();
  const [lenderName, setLenderName] = useState(options.lenderName ?? "");
  const [defaults, setDefaults] = useState<Record<string, string>>({
    auto: options.defaults.auto ?? "",
    home: options.defaults.home ?? "",
    condo: options.defaults.condo ?? "",
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [banner, setBanner] = useState<{ tone: "error" | "success"; text: string } | null>(null);
  const [saving, setSaving] = useState(false);

  const save = async (e: React.FormEvent) => {
    e.preventDefault();
    setSaving(true);
    const r = await saveVerificationSettingsAction({ lenderName, defaults });
    setSaving(false);
    setErrors(r.ok ? {} : (r.fieldErrors ?? {}));
    setBanner(r.ok ? { tone: "success", text: "Saved." } : { tone: "error", text: r.message });
    if (r.ok) router.refresh();
  };

  return (
    <form onSubmit={save} className="space-y-5" noValidate>
      {banner ? <Alert tone={banner.tone}>{banner.text}</Alert> : null}
      <Field
        id="lender-name"
        label="Lender name on policies"
        hint="Checked against the lienholder or mortgagee each policy names."
        error={errors.lenderName}
      >
        <Input
          id="lender-name"
          value={lenderName}
          invalid={!!errors.lenderName}
          onChange={(e) => setLenderName(e.target.value)}
        />
      </Field>
      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-slate-800">Default requirement template</legend>
        {TYPES.map(({ type, label }) => (
          <Field key={type} id={`default-${type}`} label={label} error={errors[`defaults.${type}`]}>
            <Select
              id={`default-${type}`}
              value={defaults[type]}
              onChange={(e) => setDefaults((d) => ({ ...d, [type]: e.target.value }))}
            >
              <option value="">None (staff choose each time)</option>
              {options.templates.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.displayName}
                </option>
              ))}
            </Select>
          </Field>
        ))}
      </fieldset>
      <Button type="submit" disabled={saving}>
        {saving ? "Saving…" : "Save settings"}
      </Button>
    </form>
  );
}
