"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Alert } from "@/components/ui/card";
import { Field, Input } from "@/components/ui/field";
import { changeOwnPasswordAction } from "@/lib/actions/change-own-password";
import { ChangeOwnPasswordSchema, type ChangeOwnPasswordInput } from "@/lib/schemas/staff-admin";

export function ChangePasswordForm() {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState,
    setError: setFieldError,
  } = useForm<ChangeOwnPasswordInput>({
    resolver: zodResolver(ChangeOwnPasswordSchema),
  });
  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    const result = await changeOwnPasswordAction(values);
    if (!result.ok) {
      for (const [k, v] of Object.entries(result.fieldErrors ?? {}))
        setFieldError(k as keyof ChangeOwnPasswordInput, { message: v });
      return setError(result.message);
    }
    router.replace("/");
    router.refresh();
  });
  const e = formState.errors;
  return (
    <form onSubmit={onSubmit} className="space-y-4" noValidate>
      {error ? <Alert>{error}</Alert> : null}
      <Field id="current-password" label="Current (temporary) password" error={e.current?.message}>
        <Input
          id="current-password"
          type="password"
          autoComplete="current-password"
          invalid={!!e.current}
          {...register("current")}
        />
      </Field>
      <Field id="new-password" label="New password" hint="At least 10 characters." error={e.password?.message}>
        <Input
          id="new-password"
          type="password"
          autoComplete="new-password"
          invalid={!!e.password}
          {...register("password")}
        />
      </Field>
      <Field id="confirm-password" label="New password again" error={e.confirm?.message}>
        <Input
          id="confirm-password"
          type="password"
          autoComplete="new-password"
          invalid={!!e.confirm}
          {...register("confirm")}
        />
      </Field>
      <Button type="submit" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? "Saving…" : "Save password"}
      </Button>
    </form>
  );
}
