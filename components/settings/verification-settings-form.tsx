"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { RetryAlert } from "@/components/forms/retry-alert";
import { useActionSubmit } from "@/components/forms/use-action-submit";
import { Button } from "@/components/ui/button";
import { Alert } from "@/components/ui/card";
import { Field, Input, Select } from "@/components/ui/field";
import { saveVerificationSettingsAction } from "@/lib/actions/save-verification-settings";
import type { VerifyOptions } from "@/lib/actions/verify-options";
import { TEMPLATE_TYPE_LABELS, templateTypeFor } from "@/lib/schemas/template-type";

const TYPES = [
  { type: "auto", label: "Auto loans" },
  { type: "home", label: "Home loans" },
  { type: "condo", label: "Condo loans" },
] as const;

const kindOf = (type: (typeof TYPES)[number]["type"]) => TEMPLATE_TYPE_LABELS[templateTypeFor(type)].toLowerCase();

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
  const save = useActionSubmit(saveVerificationSettingsAction, (r) => {
    setErrors(r.ok ? {} : (r.fieldErrors ?? {}));
    setBanner(r.ok ? { tone: "success", text: "Saved." } : { tone: "error", text: r.message });
    if (r.ok) router.refresh();
  });

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        setBanner(null);
        void save.submit({ lenderName, defaults });
      }}
      className="space-y-5"
      noValidate
    >
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
        <p className="text-xs text-slate-500">
          Each list offers the templates that check that kind of policy; a template’s policy type is set in Templates.
        </p>
        {TYPES.map(({ type, label }) => {
          const offered = options.templates.filter((t) => t.policyType === templateTypeFor(type));
          const error = errors[`defaults.${type}`];
          return (
            <Field
              key={type}
              id={`default-${type}`}
              label={label}
              error={error}
              hint={offered.length ? undefined : `No template checks ${kindOf(type)} policies yet.`}
            >
              <Select
                id={`default-${type}`}
                value={defaults[type]}
                invalid={!!error}
                onChange={(e) => setDefaults((d) => ({ ...d, [type]: e.target.value }))}
              >
                <option value="">None (staff choose each time)</option>
                {offered.map((t) => (
                  <option key={t.id} value={t.id}>
                    {t.displayName}
                  </option>
                ))}
              </Select>
            </Field>
          );
        })}
      </fieldset>
      <RetryAlert submit={save} />
      <Button type="submit" disabled={save.pending}>
        {save.pending ? "Saving…" : "Save settings"}
      </Button>
    </form>
  );
}
