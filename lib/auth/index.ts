import "server-only";
import NextAuth from "next-auth";
import Credentials from "next-auth/providers/credentials";
import { deleteAuthSession } from "@/lib/db/queries/users";
import { authorizeCredentials, SESSION_DAYS } from "./credentials";
import { authSecret } from "@/lib/keys/app-keys";

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
      authorize: authorizeCredentials,
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
