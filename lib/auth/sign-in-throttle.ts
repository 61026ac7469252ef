import "server-only";
import { CredentialsSignin } from "@auth/core/errors";
import { HashBusyError } from "@/lib/crypto/scrypt";
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
 * address or account must wait, counted as a failure when `check` returns null. A browser the
 * account signed in from before (`trustedDevice`) is not held by the account-wide budget.
 */
export async function throttledSignIn<T>(
  request: Request | undefined,
  email: unknown,
  check: () => Promise<T | null>,
  opts: { trustedDevice?: boolean } = {},
): Promise<T | null> {
  const address = request ? clientAddress(request.headers) : "unknown";
  const identity = typeof email === "string" ? email.trim().toLowerCase().slice(0, 320) : "";
  const wait = throttle.retryAfterMs(address, identity, { known: opts.trustedDevice });
  if (wait > 0) throw new ThrottledSignIn(Math.ceil(wait / 1000));
  let result: T | null;
  try {
    result = await check();
  } catch (err) {
    // Every hashing slot taken and the queue full: not a wrong password, so nothing is counted.
    if (err instanceof HashBusyError) throw new ThrottledSignIn(1);
    throw err;
  }
  if (result === null) throttle.failed(address, identity);
  else throttle.succeeded(address, identity);
  return result;
}
