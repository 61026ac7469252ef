"use server";

import { AuthError } from "next-auth";
import { cookies } from "next/headers";
import { signIn } from "@/lib/auth";
import { DeactivatedSignIn } from "@/lib/auth/credentials";
import { ThrottledSignIn, throttledMessage } from "@/lib/auth/sign-in-throttle";
import { DEVICE_COOKIE, DEVICE_DAYS, deviceToken } from "@/lib/auth/trusted-device";
import { env } from "@/lib/env";
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
  // This browser now knows the password: a later lockout of the account does not hold it.
  (await cookies()).set(DEVICE_COOKIE, deviceToken(parsed.data.email), {
    httpOnly: true,
    sameSite: "lax",
    secure: env().APP_URL.startsWith("https:"),
    path: "/",
    maxAge: DEVICE_DAYS * 24 * 3600,
  });
  return { ok: true, data: undefined };
}
