import "server-only";
import { randomBytes } from "node:crypto";
import NextAuth from "next-auth";
import Credentials from "next-auth/providers/credentials";
import { z } from "zod";
import { createAuthSession, deleteAuthSession, findUserForSignIn } from "@/lib/db/queries/users";
import { verifyPassword } from "./password";
import { authSecret } from "./secret";

const SESSION_DAYS = 7;
const SignInSchema = z.object({ email: z.email(), password: z.string().min(1) });

// Credentials sign-in needs JWT cookies in Auth.js; the cookie carries only a session id whose
// row in dashboard.auth_sessions is the real session, so signing out or removing it ends access.
export const { handlers, auth, signIn, signOut } = NextAuth({
  secret: authSecret(),
  trustHost: true,
  session: { strategy: "jwt", maxAge: SESSION_DAYS * 24 * 3600 },
  pages: { signIn: "/sign-in" },
  providers: [
    Credentials({
      credentials: { email: { label: "Email" }, password: { label: "Password", type: "password" } },
      async authorize(raw) {
        const parsed = SignInSchema.safeParse(raw);
        if (!parsed.success) return null;
        const user = await findUserForSignIn(parsed.data.email);
        // Verify against a throwaway hash for unknown emails so timing does not reveal accounts.
        const ok = await verifyPassword(parsed.data.password, user?.passwordHash ?? DUMMY_HASH);
        if (!user || !ok) return null;
        const sessionId = randomBytes(24).toString("base64url");
        await createAuthSession({
          id: sessionId,
          userId: user.id,
          expiresAt: new Date(Date.now() + SESSION_DAYS * 24 * 3600 * 1000),
        });
        return { id: user.id, email: user.email, name: user.name, sessionId };
      },
    }),
  ],
  callbacks: {
    jwt({ token, user }) {
      if (user) token.sid = (user as { sessionId?: string }).sessionId;
      return token;
    },
    session({ session, token }) {
      return Object.assign(session, { sid: token.sid as string | undefined, userId: token.sub });
    },
  },
  events: {
    async signOut(message) {
      const sid = "token" in message ? (message.token?.sid as string | undefined) : undefined;
      if (sid) await deleteAuthSession(sid);
    },
  },
});

const DUMMY_HASH = "scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=";
