"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm, type FieldValues, type Path } from "react-hook-form";
import type { z } from "zod";
import { useActionSubmit } from "@/components/forms/use-action-submit";
import type { ActionResult } from "@/lib/actions/result";

/**
 * A form whose action, once it succeeds, lets the staff member into the dashboard (the first admin's
 * sign-up, the forced password change): the service's field errors land on their fields, its
 * message in `error`, and success goes home with a fresh render so the new session is read.
 */
export function useEntryForm<T extends FieldValues>(
  schema: z.ZodType<T, T>,
  action: (values: T) => Promise<ActionResult>,
) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<T>({ resolver: zodResolver(schema) });
  const entry = useActionSubmit(action, (result) => {
    if (!result.ok) {
      for (const [k, v] of Object.entries(result.fieldErrors ?? {})) form.setError(k as Path<T>, { message: v });
      return setError(result.message);
    }
    router.replace("/");
    router.refresh();
  });
  const onSubmit = form.handleSubmit((values) => {
    setError(null);
    return entry.submit(values);
  });
  return { ...form, onSubmit, error, entry };
}
