"use client";

import { useState } from "react";
import { IDLE, submitOnce, type SubmitState } from "./submit-once";

export interface ActionSubmit<V> {
  submit: (values: V) => Promise<void>;
  /** Sends the values of the submission that got no answer, as they were. */
  retry: () => void;
  pending: boolean;
  /** Why the last submission got no answer, in words; null otherwise. */
  failure: string | null;
}

/**
 * Runs a form's server action so a dropped connection or a server error never leaves it pending:
 * the form shows `failure` with a Retry (see RetryAlert) and keeps what was typed.
 */
export function useActionSubmit<V, R>(
  send: (values: V) => Promise<R>,
  onAnswer: (result: R, values: V) => unknown,
): ActionSubmit<V> {
  const [state, setState] = useState<SubmitState<V>>(IDLE);
  const submit = (values: V) => submitOnce(send, values, setState, onAnswer);
  return {
    submit,
    retry: () => void (state.unanswered && submit(state.unanswered.values)),
    pending: state.pending,
    failure: state.unanswered?.message ?? null,
  };
}
