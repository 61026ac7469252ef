import "server-only";
import nodemailer, { type Transporter } from "nodemailer";
import { env } from "@/lib/env";
import { keepMail } from "./outbox";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The insurance request the mail is about, so the outbox can link it. */
  token?: string;
}

export interface MailSettings {
  smtpUrl?: string;
  from: string;
}

/** A mail server that does not answer must not hold a staff member's form for minutes. */
const SMTP_TIMEOUT_MS = 15_000;

const transports = new Map<string, Transporter>();

function transportFor(smtpUrl: string): Transporter {
  let t = transports.get(smtpUrl);
  if (!t) {
    t = nodemailer.createTransport(smtpUrl, {
      connectionTimeout: SMTP_TIMEOUT_MS,
      greetingTimeout: SMTP_TIMEOUT_MS,
      socketTimeout: SMTP_TIMEOUT_MS,
    });
    transports.set(smtpUrl, t);
  }
  return t;
}

export function mailSettings(): MailSettings {
  const e = env();
  return { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM ?? `Covercheck <no-reply@${new URL(e.APP_URL).hostname}>` };
}

/**
 * Sends through SMTP_URL when set; otherwise the mail is only kept in the outbox. Either way a copy goes
 * to the outbox, so an admin can see what a borrower was sent. A refusal by the SMTP server throws: the
 * caller says so to the staff member instead of pretending the borrower was asked.
 */
export async function sendMail(mail: Mail, settings: MailSettings = mailSettings()): Promise<{ transport: string }> {
  const transport = settings.smtpUrl ? "smtp" : "outbox";
  if (settings.smtpUrl)
    await transportFor(settings.smtpUrl).sendMail({
      from: settings.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      ...(mail.html ? { html: mail.html } : {}),
    });
  await keepMail({
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html ?? null,
    transport,
    token: mail.token ?? null,
  });
  return { transport };
}
