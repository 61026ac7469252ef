"use client";

import { RetryAlert } from "@/components/forms/retry-alert";
import { Button } from "@/components/ui/button";
import { Alert } from "@/components/ui/card";
import { Field, Input } from "@/components/ui/field";
import { createFirstAdminAction } from "@/lib/actions/create-first-admin";
import { FirstAdminSchema, type FirstAdminInput } from "@/lib/schemas/staff";
import { useEntryForm } from "./use-entry-form";

export function FirstAdminForm() {
  const { register, onSubmit, formState, error, entry } = useEntryForm<FirstAdminInput>(
    FirstAdminSchema,
    createFirstAdminAction,
  );

  return (
    <form onSubmit={onSubmit} className="space-y-4" noValidate>
      {error ? <Alert>{error}</Alert> : null}
      <Field id="name" label="Your name" error={formState.errors.name?.message}>
        <Input id="name" autoComplete="name" autoFocus invalid={!!formState.errors.name} {...register("name")} />
      </Field>
      <Field id="email" label="Work email" error={formState.errors.email?.message}>
        <Input id="email" type="email" autoComplete="email" invalid={!!formState.errors.email} {...register("email")} />
      </Field>
      <Field id="password" label="Password" hint="At least 10 characters." error={formState.errors.password?.message}>
        <Input
          id="password"
          type="password"
          autoComplete="new-password"
          invalid={!!formState.errors.password}
          {...register("password")}
        />
      </Field>
      <RetryAlert submit={entry} />
      <Button type="submit" className="w-full" disabled={entry.pending}>
        {entry.pending ? "Creating…" : "Create admin and sign in"}
      </Button>
    </form>
  );
}
