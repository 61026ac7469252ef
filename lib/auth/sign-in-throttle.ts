import "server-only";
import { CredentialsSignin } from "@auth/core/errors";
import { clientAddress } from "@/lib/http/client-address";
import { CredentialThrottle, MINUTE } from "@/lib/throttle/failure-budget";

// Staff sign-in: five wrong passwords from one address for one account, then waits doubling from a
// second up to 15 minutes. The account's owner, signing in from another address, is only slowed when
// many addresses guess at it together, and then for 15 minutes at most after they stop.
const throttle = new CredentialThrottle({
  address: { free: 20, baseDelayMs: 1_000, maxDelayMs: 15 * MINUTE },
  pair: { free: 5, baseDelayMs: 1_000, maxDelayMs: 15 * MINUTE },
  identity: { free: 30, baseDelayMs: 1_000, maxDelayMs: 15 * MINUTE },
});

/** Too many failed sign-ins: refused before the password is checked. */
export class ThrottledSignIn extends CredentialsSignin {
  code = "throttled";
  constructor(readonly retryAfterSeconds: number) {
    super();
  }
}

export const throttledMessage = (seconds: number) =>
  `Too many failed sign-ins. Try again in ${seconds < 60 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`}.`;

/**
 * Runs one credentials check under the sign-in budgets: refused with ThrottledSignIn while this
 * address or account must wait, counted as a failure when `check` returns null.
 */
export async function throttledSignIn<T>(
  request: Request | undefined,
  email: unknown,
  check: () => Promise<T | null>,
): Promise<T | null> {
  const address = request ? clientAddress(request.headers) : "unknown";
  const identity = typeof email === "string" ? email.trim().toLowerCase().slice(0, 320) : "";
  const wait = throttle.retryAfterMs(address, identity);
  if (wait > 0) throw new ThrottledSignIn(Math.ceil(wait / 1000));
  const result = await check();
  if (result === null) throttle.failed(address, identity);
  else throttle.succeeded(address, identity);
  return result;
}
