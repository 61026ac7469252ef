import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "@/lib/db";
import { requestMail } from "@/lib/insurance-requests/mail-text";
import { listOutbox } from "@/lib/mail/outbox";
import { sendMail } from "@/lib/mail/send";
import { openDashboardDb } from "./signed-in";

// The mail module both ways: with no SMTP_URL the mail is only kept in the outbox (the embedded default);
// with one it goes through a real SMTP server, started here on a free port, and a copy is kept.

interface Received {
  from: string;
  to: string[];
  raw: string;
}

let db: Database;
let server: SMTPServer;
let smtpUrl: string;
const inbox: Received[] = [];

beforeAll(async () => {
  db = await openDashboardDb();
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onRcptTo(address, _session, callback) {
      // A mailbox that does not exist, so a refusal can be seen.
      if (address.address.startsWith("nobody@")) return callback(new Error("550 no such user"));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        inbox.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  smtpUrl = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
}, 60_000);
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await db?.close();
});

const mail = (to: string, token = "ign_mailtest") =>
  requestMail({
    token,
    to,
    firstName: "Jordan",
    lenderName: "Acme Lending",
    link: `http://localhost:3000/ignition/${token}`,
    expiresAt: new Date("2026-12-26T00:00:00Z"),
  });

describe("sendMail", () => {
  it("without SMTP keeps the mail in the outbox, link and all", async () => {
    expect(await sendMail(mail("jordan@borrower.example"), { from: "Covercheck <no-reply@localhost>" })).toEqual({
      transport: "outbox",
    });
    const [kept] = await listOutbox();
    expect(kept).toMatchObject({
      to: "jordan@borrower.example",
      subject: "Acme Lending asks you to share your insurance",
      transport: "outbox",
      token: "ign_mailtest",
    });
    expect(kept.text).toContain("http://localhost:3000/ignition/ign_mailtest");
    expect(kept.text).toContain("December 26, 2026");
    expect(inbox).toHaveLength(0);
  });

  it("with SMTP_URL delivers to the SMTP server and keeps a copy", async () => {
    const sent = await sendMail(mail("casey@borrower.example", "ign_smtp1"), {
      smtpUrl,
      from: "Covercheck <no-reply@lender.example>",
    });
    expect(sent).toEqual({ transport: "smtp" });
    expect(inbox).toHaveLength(1);
    expect(inbox[0].from).toBe("no-reply@lender.example");
    expect(inbox[0].to).toEqual(["casey@borrower.example"]);
    expect(inbox[0].raw).toContain("Subject: Acme Lending asks you to share your insurance");
    expect(inbox[0].raw).toContain("http://localhost:3000/ignition/ign_smtp1");
    expect((await listOutbox())[0]).toMatchObject({ to: "casey@borrower.example", transport: "smtp" });
  });

  it("throws when the server refuses, and keeps no copy of a mail that did not go", async () => {
    const before = (await listOutbox()).length;
    await expect(
      sendMail(mail("nobody@borrower.example"), { smtpUrl, from: "no-reply@lender.example" }),
    ).rejects.toThrow(/no such user|550/);
    expect(await listOutbox()).toHaveLength(before);
  });

  it("escapes the borrower's name in the HTML part", () => {
    const m = requestMail({
      token: "t",
      to: "x@y.example",
      firstName: "<b>Jo</b>",
      lenderName: "A & B",
      link: "http://localhost/ignition/t",
      expiresAt: new Date(),
      reminder: true,
    });
    expect(m.subject).toBe("Reminder: A & B asks you to share your insurance");
    expect(m.html).toContain("&lt;b&gt;Jo&lt;/b&gt;");
    expect(m.html).toContain("A &amp; B");
  });
});
