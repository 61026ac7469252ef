"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { RetryAlert } from "@/components/forms/retry-alert";
import { useActionSubmit } from "@/components/forms/use-action-submit";
import { Button } from "@/components/ui/button";
import { Alert } from "@/components/ui/card";
import { Field, Textarea } from "@/components/ui/field";
import { addReviewNoteAction } from "@/lib/actions/review/add-review-note";
import type { StaffOption } from "@/lib/actions/review-views";
import { mentionedIn } from "@/lib/reviews/mentions";
import { ReviewNoteSchema, type ReviewNoteInput } from "@/lib/schemas/review";
import { useReviewRefresh } from "./use-review-refresh";

/**
 * A note, with @mentions typed or inserted by the buttons below it; the line under the field
 * names who the note will mention, resolved the way the server resolves them.
 */
export function NoteForm({ token, staff }: { token: string; staff: StaffOption[] }) {
  const refresh = useReviewRefresh(token);
  const [failure, setFailure] = useState<string | null>(null);
  const area = useRef<HTMLTextAreaElement | null>(null);
  const { register, handleSubmit, formState, setError, setValue, watch, reset } = useForm<ReviewNoteInput>({
    resolver: zodResolver(ReviewNoteSchema),
    defaultValues: { token, body: "" },
  });
  const body = watch("body");
  const mentioned = mentionedIn(body, staff);
  const field = register("body");

  const mention = (who: StaffOption) => {
    const el = area.current;
    const at = el?.selectionStart ?? body.length;
    const before = body.slice(0, at);
    const insert = `${before && !/\s$/.test(before) ? " " : ""}@${who.name} `;
    setValue("body", before + insert + body.slice(at), { shouldValidate: formState.isSubmitted });
    // Back to the text, after the inserted name, so typing goes on where it left off.
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(at + insert.length, at + insert.length);
    });
  };

  const send = useActionSubmit(addReviewNoteAction, async (result) => {
    setFailure(result.ok ? null : result.message);
    if (!result.ok) {
      for (const [k, v] of Object.entries(result.fieldErrors ?? {}))
        setError(k as keyof ReviewNoteInput, { message: v });
      return;
    }
    reset({ token, body: "" });
    await refresh();
  });
  const onSubmit = handleSubmit(send.submit);

  return (
    <form onSubmit={onSubmit} aria-label="New note" className="space-y-2" noValidate>
      {failure ? <Alert>{failure}</Alert> : null}
      <Field
        id="review-note"
        label="Note"
        hint="Mention a colleague with @ and their full name or email."
        error={formState.errors.body?.message}
      >
        <Textarea
          id="review-note"
          rows={3}
          invalid={!!formState.errors.body}
          {...field}
          ref={(el) => {
            field.ref(el);
            area.current = el;
          }}
        />
      </Field>
      <div className="flex flex-wrap items-center gap-1 text-xs" role="group" aria-label="Mention a colleague">
        <span className="text-slate-500">Mention:</span>
        {staff.map((s) => (
          <button
            key={s.id}
            type="button"
            onClick={() => mention(s)}
            aria-label={`Mention ${s.name}`}
            className="rounded-full border border-slate-300 px-2 py-0.5 text-slate-700 hover:bg-slate-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-500"
          >
            @{s.name}
          </button>
        ))}
      </div>
      <p className="text-xs text-slate-600" aria-live="polite" data-testid="note-mentions">
        {mentioned.length ? `Mentions ${mentioned.map((m) => m.name).join(", ")}.` : "Mentions nobody."}
      </p>
      <RetryAlert submit={send} />
      <Button type="submit" variant="secondary" disabled={send.pending}>
        {send.pending ? "Adding…" : "Add note"}
      </Button>
    </form>
  );
}
