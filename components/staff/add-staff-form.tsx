"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { RetryAlert } from "@/components/forms/retry-alert";
import { useActionSubmit } from "@/components/forms/use-action-submit";
import { Button } from "@/components/ui/button";
import { Alert } from "@/components/ui/card";
import { Field, Input, Select } from "@/components/ui/field";
import { addStaffAction } from "@/lib/actions/add-staff";
import { NewStaffSchema, type NewStaffInput } from "@/lib/schemas/staff";

export function AddStaffForm() {
  const [status, setStatus] = useState<{ tone: "error" | "success"; text: string } | null>(null);
  const { register, handleSubmit, formState, reset, setError } = useForm<NewStaffInput>({
    resolver: zodResolver(NewStaffSchema),
    defaultValues: { role: "reviewer" },
  });

  const add = useActionSubmit(
    (values: NewStaffInput) => addStaffAction(values),
    (result, values) => {
      if (!result.ok) {
        for (const [k, v] of Object.entries(result.fieldErrors ?? {}))
          setError(k as keyof NewStaffInput, { message: v });
        return setStatus({ tone: "error", text: result.message });
      }
      reset({ role: values.role, name: "", email: "", password: "" });
      setStatus({ tone: "success", text: `${values.name} can now sign in.` });
    },
  );
  const onSubmit = handleSubmit((values) => {
    setStatus(null);
    return add.submit(values);
  });

  return (
    <form onSubmit={onSubmit} className="space-y-3" noValidate>
      {status ? <Alert tone={status.tone}>{status.text}</Alert> : null}
      <Field id="staff-name" label="Name" error={formState.errors.name?.message}>
        <Input id="staff-name" invalid={!!formState.errors.name} {...register("name")} />
      </Field>
      <Field id="staff-email" label="Email" error={formState.errors.email?.message}>
        <Input id="staff-email" type="email" invalid={!!formState.errors.email} {...register("email")} />
      </Field>
      <Field
        id="staff-password"
        label="Temporary password"
        hint="At least 10 characters. They choose their own password when they first sign in."
        error={formState.errors.password?.message}
      >
        <Input
          id="staff-password"
          type="password"
          autoComplete="new-password"
          invalid={!!formState.errors.password}
          {...register("password")}
        />
      </Field>
      <Field id="staff-role" label="Role" error={formState.errors.role?.message}>
        <Select id="staff-role" {...register("role")}>
          <option value="viewer">Viewer — reads verifications</option>
          <option value="reviewer">Reviewer — verifies and validates</option>
          <option value="admin">Admin — also manages staff and templates</option>
        </Select>
      </Field>
      <RetryAlert submit={add} />
      <Button type="submit" disabled={add.pending}>
        {add.pending ? "Adding…" : "Add staff member"}
      </Button>
    </form>
  );
}
