import type { z } from "zod";

export type ActionResult<T = undefined> =
  { ok: true; data: T } | { ok: false; message: string; errorCode?: string; fieldErrors?: Record<string, string> };

/** The first problem per field, keyed by dotted path, for react-hook-form's setError. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".");
    out[key] ??= issue.message;
  }
  return out;
}

export const invalid = (error: z.ZodError): ActionResult<never> => ({
  ok: false,
  message: "Please correct the highlighted fields.",
  fieldErrors: fieldErrorsOf(error),
});
