/** Where a form's submission stands: sending, or refused by the network or the server with what was sent. */
export interface SubmitState<V> {
  pending: boolean;
  unanswered: { message: string; values: V } | null;
}

export const IDLE: SubmitState<never> = { pending: false, unanswered: null };

/**
 * Words for a server action that never gave its answer. A fetch that fails outright is a TypeError
 * (offline, connection dropped); anything else is the server failing part way (a 500, a broken reply).
 */
export function unansweredMessage(err: unknown): string {
  return err instanceof TypeError
    ? "Covercheck could not be reached, so this did not go through. Check the connection and retry: what you entered is still here."
    : "Covercheck ran into an error and did not finish this. What you entered is still here: retry in a moment.";
}

/**
 * Sends `values` once. An answer (even a refusal with field errors) goes to `onAnswer`; a throw
 * keeps the values so Retry can send exactly them again, and the pending state always ends.
 */
export async function submitOnce<V, R>(
  send: (values: V) => Promise<R>,
  values: V,
  setState: (s: SubmitState<V>) => void,
  onAnswer: (result: R, values: V) => unknown,
): Promise<void> {
  setState({ pending: true, unanswered: null });
  let result: R;
  try {
    result = await send(values);
  } catch (err) {
    setState({ pending: false, unanswered: { message: unansweredMessage(err), values } });
    return;
  }
  try {
    await onAnswer(result, values);
  } finally {
    setState({ pending: false, unanswered: null });
  }
}
