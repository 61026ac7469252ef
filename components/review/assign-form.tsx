"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Alert } from "@/components/ui/card";
import { Field, Select } from "@/components/ui/field";
import { assignReviewAction } from "@/lib/actions/review/assign-review";
import type { StaffOption } from "@/lib/actions/review-views";
import { AssignReviewSchema, type AssignReviewInput } from "@/lib/schemas/review";
import { UNSENT, useReviewRefresh } from "./use-review-refresh";

/** Who works the case: any active reviewer or admin, or nobody. */
export function AssignForm({ token, current, staff }: { token: string; current: string | null; staff: StaffOption[] }) {
  const refresh = useReviewRefresh(token);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError } = useForm<AssignReviewInput>({
    resolver: zodResolver(AssignReviewSchema),
    values: { token, assigneeId: current ?? "" },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const result = await assignReviewAction(values).catch(() => UNSENT);
    if (!result.ok) {
      for (const [k, v] of Object.entries(result.fieldErrors ?? {}))
        setError(k as keyof AssignReviewInput, { message: v });
      return setFailure(result.message);
    }
    await refresh();
  });

  return (
    <form onSubmit={onSubmit} aria-label="Assignment" className="space-y-2" noValidate>
      {failure ? <Alert>{failure}</Alert> : null}
      <Field id="review-assignee" label="Assigned to" error={formState.errors.assigneeId?.message}>
        <div className="flex gap-2">
          <Select id="review-assignee" invalid={!!formState.errors.assigneeId} {...register("assigneeId")}>
            <option value="">Nobody</option>
            {staff
              .filter((s) => s.role !== "viewer")
              .map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name} ({s.email})
                </option>
              ))}
          </Select>
          <Button type="submit" variant="secondary" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? "Saving…" : "Assign"}
          </Button>
        </div>
      </Field>
    </form>
  );
}
