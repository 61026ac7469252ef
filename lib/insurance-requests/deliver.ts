import "server-only";
import { addTimeline } from "@/lib/db/queries/verifications";
import { sendMail } from "@/lib/mail/send";
import { requestMail } from "./mail-text";

export interface RequestAddress {
  token: string;
  borrowerEmail: string;
  firstName: string;
  ignitionUri: string;
  expiresAt: Date;
  lenderName: string | null;
}

/**
 * Mails the link (the first time, or as a reminder) and notes it in the session's timeline. A refusal by
 * the mail server comes back as a message, not a throw: the request exists either way and can be resent.
 */
export async function mailRequest(
  r: RequestAddress,
  reminder: boolean,
): Promise<{ ok: true; transport: string } | { ok: false; message: string }> {
  const mail = requestMail({
    token: r.token,
    to: r.borrowerEmail,
    firstName: r.firstName,
    lenderName: r.lenderName ?? "Your lender",
    link: r.ignitionUri,
    expiresAt: r.expiresAt,
    reminder,
  });
  try {
    const { transport } = await sendMail(mail);
    await addTimeline(r.token, reminder ? "request-reminded" : "request-sent", { to: r.borrowerEmail, transport });
    return { ok: true, transport };
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    await addTimeline(r.token, "request-mail-failed", { to: r.borrowerEmail, reason: reason.slice(0, 300) });
    return { ok: false, message: `The mail to ${r.borrowerEmail} could not be sent (${reason.slice(0, 200)}).` };
  }
}
