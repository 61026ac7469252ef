import "server-only";
// From @auth/core, which next-auth re-exports: the same class, without loading Next.js.
import { CredentialsSignin } from "@auth/core/errors";
import { z } from "zod";
import { recordAudit } from "@/lib/audit/record";
import { createAuthSession, findUserForSignIn } from "@/lib/db/queries/users";
import { randomToken } from "@/lib/keys/random-token";
import { MAX_SECRET_LENGTH, verifySecret, waitLikeAHash } from "@/lib/crypto/scrypt";
import { throttledSignIn } from "./sign-in-throttle";
import { isTrustedDevice } from "./trusted-device";

export const SESSION_DAYS = 7;
const SignInSchema = z.object({ email: z.email().max(320), password: z.string().min(1).max(MAX_SECRET_LENGTH) });

/** Right password, deactivated account: said plainly, since only the member themselves can get here. */
export class DeactivatedSignIn extends CredentialsSignin {
  code = "deactivated";
}

/**
 * The credentials check behind sign-in: a new session row for a live account with the right
 * password, null for a wrong one, DeactivatedSignIn for a deactivated account. Both outcomes of a
 * right password go into the audit log.
 */
export async function authorizeCredentials(raw: unknown, request?: Request) {
  const parsed = SignInSchema.safeParse(raw);
  if (!parsed.success) return null;
  // Refused before the password is hashed once this address or account has failed too often.
  return throttledSignIn(request, parsed.data.email, () => checkCredentials(parsed.data), {
    trustedDevice: isTrustedDevice(request, parsed.data.email),
  });
}

async function checkCredentials(credentials: z.infer<typeof SignInSchema>) {
  const user = await findUserForSignIn(credentials.email);
  if (!user) {
    // No hash for an unknown email: a wait as long as one instead, so timing does not reveal accounts.
    await waitLikeAHash();
    return null;
  }
  if (!(await verifySecret(credentials.password, user.passwordHash))) return null;
  const actor = { id: user.id, name: user.name, email: user.email };
  if (user.deactivatedAt) {
    await recordAudit(actor, "account.sign-in-refused");
    throw new DeactivatedSignIn();
  }
  const sessionId = randomToken("", 24);
  await createAuthSession({
    id: sessionId,
    userId: user.id,
    expiresAt: new Date(Date.now() + SESSION_DAYS * 24 * 3600 * 1000),
  });
  await recordAudit(actor, "account.signed-in");
  return { id: user.id, email: user.email, name: user.name, sessionId };
}
