"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { RetryAlert } from "@/components/forms/retry-alert";
import { useActionSubmit } from "@/components/forms/use-action-submit";
import { Button } from "@/components/ui/button";
import { Alert } from "@/components/ui/card";
import { Field, Select } from "@/components/ui/field";
import { assignReviewAction } from "@/lib/actions/review/assign-review";
import type { StaffOption } from "@/lib/actions/review-views";
import { AssignReviewSchema, type AssignReviewInput } from "@/lib/schemas/review";
import { useReviewRefresh } from "./use-review-refresh";

/** Who works the case: any active reviewer or admin, or nobody. */
export function AssignForm({ token, current, staff }: { token: string; current: string | null; staff: StaffOption[] }) {
  const refresh = useReviewRefresh(token);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError } = useForm<AssignReviewInput>({
    resolver: zodResolver(AssignReviewSchema),
    values: { token, assigneeId: current ?? "" },
  });

  const save = useActionSubmit(assignReviewAction, async (result) => {
    setFailure(result.ok ? null : result.message);
    if (!result.ok) {
      for (const [k, v] of Object.entries(result.fieldErrors ?? {}))
        setError(k as keyof AssignReviewInput, { message: v });
      return;
    }
    await refresh();
  });
  const onSubmit = handleSubmit(save.submit);

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
          <Button type="submit" variant="secondary" disabled={save.pending}>
            {save.pending ? "Saving…" : "Assign"}
          </Button>
        </div>
      </Field>
      <RetryAlert submit={save} />
    </form>
  );
}
