"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Alert } from "@/components/ui/card";
import { Field, Input } from "@/components/ui/field";
import { saveCarrierLoginAction } from "@/lib/actions/carrier-logins";
import { PortalLoginSchema, type PortalCredential, type PortalLoginInput } from "@/lib/schemas/carrier";

const UNANSWERED = "Covercheck did not answer, so the login was not saved. Check the connection and save again.";

/**
 * The portal login an admin types for one carrier. Write-only: nothing fills it in, the password
 * is cleared with the form, and the browser is asked not to offer the admin's own saved passwords.
 */
export function CarrierLoginForm({
  carrier,
  replacing,
  onSaved,
  onCancel,
}: {
  carrier: { id: string; name: string };
  replacing: boolean;
  onSaved: (saved: PortalCredential) => void;
  onCancel: () => void;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError, setFocus } = useForm<PortalLoginInput>({
    resolver: zodResolver(PortalLoginSchema),
    defaultValues: { username: "", password: "" },
  });
  const prefix = `login-${carrier.id}`;

  useEffect(() => setFocus("username"), [setFocus]);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const result = await saveCarrierLoginAction(carrier.id, values).catch(() => null);
    if (!result) return setFailure(UNANSWERED);
    if (!result.ok) {
      for (const [field, message] of Object.entries(result.fieldErrors ?? {}))
        if (field === "username" || field === "password") setError(field, { message });
      return setFailure(result.message);
    }
    onSaved(result.data);
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-busy={formState.isSubmitting}
      aria-label={`${replacing ? "Replace" : "Add"} the portal login for ${carrier.name}`}
      className="mt-3 space-y-3 rounded-md border border-slate-200 bg-slate-50 p-3"
    >
      {failure ? <Alert>{failure}</Alert> : null}
      <div className="grid gap-3 sm:grid-cols-2">
        <Field
          id={`${prefix}-username`}
          label="Portal username"
          hint="Your organisation's lienholder account at the carrier."
          error={formState.errors.username?.message}
        >
          <Input
            id={`${prefix}-username`}
            autoComplete="off"
            spellCheck={false}
            invalid={!!formState.errors.username}
            {...register("username")}
          />
        </Field>
        <Field
          id={`${prefix}-password`}
          label="Portal password"
          hint="Sealed by the service once saved; no one can read it back, here or anywhere."
          error={formState.errors.password?.message}
        >
          <Input
            id={`${prefix}-password`}
            type="password"
            autoComplete="new-password"
            invalid={!!formState.errors.password}
            {...register("password")}
          />
        </Field>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? "Saving…" : replacing ? "Replace login" : "Save login"}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel} disabled={formState.isSubmitting}>
          Cancel
        </Button>
        {formState.isSubmitting ? (
          <span role="status" className="text-sm text-slate-600">
            Sending the login to the service…
          </span>
        ) : null}
      </div>
    </form>
  );
}
