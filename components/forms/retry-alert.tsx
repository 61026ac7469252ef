"use client";

import { Button } from "@/components/ui/button";
import type { ActionSubmit } from "./use-action-submit";

/** The unanswered submission in words, with a Retry that sends the same values again. */
export function RetryAlert({ submit }: { submit: Pick<ActionSubmit<unknown>, "failure" | "retry" | "pending"> }) {
  if (!submit.failure) return null;
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
    >
      <p className="min-w-0 flex-1">{submit.failure}</p>
      <Button
        type="button"
        variant="secondary"
        className="px-3 py-1.5"
        onClick={submit.retry}
        disabled={submit.pending}
      >
        Retry
      </Button>
    </div>
  );
}
