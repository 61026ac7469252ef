"use client";

import type { FieldError, UseFormRegisterReturn } from "react-hook-form";
import { useEntryForm } from "@/components/auth/use-entry-form";
import { RetryAlert } from "@/components/forms/retry-alert";
import { Button } from "@/components/ui/button";
import { Alert } from "@/components/ui/card";
import { Field, Input } from "@/components/ui/field";
import { changeOwnPasswordAction } from "@/lib/actions/change-own-password";
import { ChangeOwnPasswordSchema, type ChangeOwnPasswordInput } from "@/lib/schemas/staff-admin";

export function ChangePasswordForm() {
  const { register, onSubmit, formState, error, entry } = useEntryForm<ChangeOwnPasswordInput>(
    ChangeOwnPasswordSchema,
    changeOwnPasswordAction,
  );
  const e = formState.errors;
  return (
    <form onSubmit={onSubmit} className="space-y-4" noValidate>
      {error ? <Alert>{error}</Alert> : null}
      <PasswordField
        id="current-password"
        label="Current (temporary) password"
        autoComplete="current-password"
        error={e.current}
        registration={register("current")}
      />
      <PasswordField
        id="new-password"
        label="New password"
        hint="At least 10 characters."
        error={e.password}
        registration={register("password")}
      />
      <PasswordField
        id="confirm-password"
        label="New password again"
        error={e.confirm}
        registration={register("confirm")}
      />
      <RetryAlert submit={entry} />
      <Button type="submit" disabled={entry.pending}>
        {entry.pending ? "Saving…" : "Save password"}
      </Button>
    </form>
  );
}

function PasswordField({
  id,
  label,
  hint,
  autoComplete = "new-password",
  error,
  registration,
}: {
  id: string;
  label: string;
  hint?: string;
  autoComplete?: string;
  error?: FieldError;
  registration: UseFormRegisterReturn;
}) {
  return (
    <Field id={id} label={label} hint={hint} error={error?.message}>
      <Input id={id} type="password" autoComplete={autoComplete} invalid={!!error} {...registration} />
    </Field>
  );
}
