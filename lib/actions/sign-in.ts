"use server";

import { AuthError } from "next-auth";
import { signIn } from "@/lib/auth";
import { DeactivatedSignIn } from "@/lib/auth/credentials";
import { ThrottledSignIn, throttledMessage } from "@/lib/auth/sign-in-throttle";
import { SignInSchema } from "@/lib/schemas/staff";
import { invalid, type ActionResult } from "./result";

export async function signInAction(input: unknown): Promise<ActionResult> {
  const parsed = SignInSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error);
  try {
    await signIn("credentials", { ...parsed.data, redirect: false });
  } catch (err) {
    if (err instanceof AuthError && (err as DeactivatedSignIn).code === new DeactivatedSignIn().code)
      return {
        ok: false,
        message: "This account has been deactivated. Ask an administrator to reactivate it.",
        errorCode: "deactivated",
      };
    if (err instanceof ThrottledSignIn)
      return { ok: false, message: throttledMessage(err.retryAfterSeconds), errorCode: "rate-limited" };
    if (err instanceof AuthError) return { ok: false, message: "The email or password is not right." };
    throw err;
  }
  return { ok: true, data: undefined };
}
