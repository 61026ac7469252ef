"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { RetryAlert } from "@/components/forms/retry-alert";
import { useActionSubmit } from "@/components/forms/use-action-submit";
import { Button } from "@/components/ui/button";
import { Alert } from "@/components/ui/card";
import { Field, FieldError, Input, Textarea } from "@/components/ui/field";
import { decideReviewAction } from "@/lib/actions/review/decide-review";
import { DECISION_WORDS } from "@/lib/reviews/decision-words";
import { DECISION_KINDS, DecideReviewSchema, type DecideReviewInput, type DecisionKind } from "@/lib/schemas/review";
import { todayUtc } from "@/lib/shared/calendar-date";
import { useReviewRefresh } from "./use-review-refresh";

const HINT: Record<DecisionKind, string> = {
  accepted: "The policy is good for the loan file as it stands.",
  "accepted-exception": "Good for now, short of a requirement, until the day you choose.",
  waived: "The requirement does not apply to this loan.",
  rejected: "The policy is not acceptable; the borrower must fix it.",
};

const tomorrow = () => todayUtc(new Date(Date.now() + 86_400_000));

/** Accept, accept with an exception, waive or reject; a reason for all but plain acceptance. */
export function DecisionForm({ token, onDone }: { token: string; onDone?: () => void }) {
  const refresh = useReviewRefresh(token);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError, watch } = useForm<DecideReviewInput>({
    resolver: zodResolver(DecideReviewSchema),
    defaultValues: { token, kind: "" as DecideReviewInput["kind"], reason: "", expiresOn: "" },
  });
  const kind = watch("kind");
  const errors = formState.errors;

  const save = useActionSubmit(decideReviewAction, async (result) => {
    setFailure(result.ok ? null : result.message);
    if (!result.ok) {
      for (const [k, v] of Object.entries(result.fieldErrors ?? {}))
        setError(k as keyof DecideReviewInput, { message: v });
      return;
    }
    await refresh();
    onDone?.();
  });
  const onSubmit = handleSubmit(save.submit);

  return (
    <form onSubmit={onSubmit} aria-label="Decision" className="space-y-3" noValidate>
      {failure ? <Alert>{failure}</Alert> : null}
      <fieldset className="space-y-2" aria-describedby={errors.kind ? "decision-kind-error" : undefined}>
        <legend className="sr-only">Decision</legend>
        {DECISION_KINDS.map((k) => (
          <label key={k} className="flex cursor-pointer items-start gap-2 text-sm">
            <input
              type="radio"
              value={k}
              className="mt-0.5 h-4 w-4 accent-brand-600 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
              {...register("kind")}
            />
            <span>
              <span className="font-medium text-slate-900">{DECISION_WORDS[k]}</span>
              <span className="block text-xs text-slate-500">{HINT[k]}</span>
            </span>
          </label>
        ))}
        {/* Shown, not hidden, so staff know the option exists and why it cannot be used yet. */}
        <label className="flex cursor-not-allowed items-start gap-2 text-sm text-slate-400">
          <input
            type="radio"
            name="kind-unavailable"
            disabled
            className="mt-0.5 h-4 w-4"
            aria-describedby="request-document-unavailable"
          />
          <span>
            <span className="font-medium">Request a new document from the borrower</span>
            <span id="request-document-unavailable" className="block text-xs text-slate-600">
              Not available yet: Covercheck has no link to the borrower to send the request through. Ask the borrower
              for the document yourself, then upload it with “Verify by document”.
            </span>
          </span>
        </label>
        <FieldError id="decision-kind" error={errors.kind?.message} />
      </fieldset>
      <Field
        id="decision-reason"
        label="Reason"
        hint={kind === "accepted" ? "Optional when you accept outright." : "Required: it goes into the loan file."}
        error={errors.reason?.message}
      >
        <Textarea id="decision-reason" rows={3} invalid={!!errors.reason} {...register("reason")} />
      </Field>
      {kind === "accepted-exception" ? (
        <Field
          id="decision-expires"
          label="Exception holds until"
          hint="The last day the exception holds; after it the case shows as expired."
          error={errors.expiresOn?.message}
        >
          <Input
            id="decision-expires"
            type="date"
            min={tomorrow()}
            invalid={!!errors.expiresOn}
            {...register("expiresOn")}
          />
        </Field>
      ) : null}
      <RetryAlert submit={save} />
      <Button type="submit" disabled={save.pending}>
        {save.pending ? "Saving…" : "Save decision"}
      </Button>
    </form>
  );
}
