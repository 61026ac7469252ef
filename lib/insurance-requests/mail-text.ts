import type { Mail } from "@/lib/mail/send";

// The mail a borrower gets: who asks, why, the link, until when. Plain words; the text part is complete on
// its own, the HTML part only adds a button.

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

const day = (d: Date) => d.toLocaleDateString("en-US", { dateStyle: "long", timeZone: "UTC" });

export interface RequestMailFacts {
  token: string;
  to: string;
  firstName: string;
  lenderName: string;
  link: string;
  expiresAt: Date;
  /** A reminder says so in the subject, so the borrower sees it is the same request. */
  reminder?: boolean;
}

export function requestMail(f: RequestMailFacts): Mail {
  const subject = `${f.reminder ? "Reminder: " : ""}${f.lenderName} asks you to share your insurance`;
  const lines = [
    `Hello ${f.firstName},`,
    "",
    `${f.lenderName} needs to check that the insurance on your loan is in place and lists them as lender.`,
    "Open this link to share your policy: sign in to your insurance company, or upload your declarations page.",
    "It takes about two minutes.",
    "",
    f.link,
    "",
    `The link works until ${day(f.expiresAt)}. If you did not expect this mail, you can ignore it.`,
  ];
  const html =
    `<p>Hello ${escapeHtml(f.firstName)},</p>` +
    `<p>${escapeHtml(f.lenderName)} needs to check that the insurance on your loan is in place and lists them as lender. ` +
    `Open this link to share your policy: sign in to your insurance company, or upload your declarations page. ` +
    `It takes about two minutes.</p>` +
    `<p><a href="${escapeHtml(f.link)}">Share my insurance</a></p>` +
    `<p>The link works until ${escapeHtml(day(f.expiresAt))}. If you did not expect this mail, you can ignore it.</p>`;
  return { to: f.to, subject, text: lines.join("\n"), html, token: f.token };
}
