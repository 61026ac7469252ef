import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findVerification } from "@/lib/db/queries/verifications";
import { listOutbox } from "@/lib/mail/outbox";
import { signInAtCarrier } from "@/lib/service/ignition/connect";
import { giveConsent, loadHostedPage } from "@/lib/service/ignition/hosted-page";
import { waitFor } from "../fixtures/proxy/harness";
import { requestForm, startRequestWorld, type RequestWorld } from "./request-world";
import { signInAs } from "./signed-in";

// The same request as insurance-requests.test.ts, sent through a real SMTP server (smtp-server, started
// here on a free port) named by SMTP_URL: the borrower's mail arrives there with the link, and following
// that link completes the session with a verdict.

let world: RequestWorld;
let smtp: SMTPServer;
const inbox: { to: string[]; raw: string }[] = [];

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        inbox.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString("utf8") });
        callback();
      });
    },
  });
  await new Promise<void>((r) => smtp.listen(0, "127.0.0.1", () => r()));
  const { port } = smtp.server.address() as AddressInfo;
  world = await startRequestWorld({ SMTP_URL: `smtp://127.0.0.1:${port}` });
}, 60_000);
afterAll(async () => {
  await world?.close();
  await new Promise<void>((r) => smtp?.close(() => r()));
});

/** The hosted page's link in a raw mail (quoted-printable may wrap it with "=" at a line end). */
const linkIn = (raw: string) => raw.replace(/=\r?\n/g, "").match(/https?:\/\/\S+?\/ignition\/(ign_\w+)/)?.[1];

describe("request insurance through SMTP", () => {
  it("delivers the link to the borrower's mailbox; following it completes the request with a verdict", async () => {
    const { requestInsuranceAction } = await import("@/lib/actions/request-insurance");
    await signInAs(world.reviewer);
    const sent = await requestInsuranceAction(requestForm(world.templateId, { borrowerRef: "loan-smtp-1" }));
    if (!sent.ok) throw new Error(sent.message);
    const { token } = sent.data;
    expect(sent.data).toMatchObject({ mailed: true, mailError: null });

    const mail = await waitFor(async () => inbox.find((m) => linkIn(m.raw) === token), "the mail at the SMTP server");
    expect(mail.to).toEqual(["jordan@borrower.example"]);
    // The outbox keeps a copy, marked as sent by SMTP.
    expect((await listOutbox()).find((m) => m.token === token)).toMatchObject({ transport: "smtp" });

    // The borrower follows the link: the page opens, they consent and sign in at State Farm.
    const { deps } = world.h.svc;
    expect((await loadHostedPage(deps, token)).kind).toBe("open");
    await giveConsent(deps, token);
    expect(
      (await signInAtCarrier(deps, token, "car_state-farm", { username: "user_auto", password: "pass_good" })).kind,
    ).toBe("finish");
    const row = await waitFor(
      async () => {
        const r = await findVerification(token);
        return r?.status === "completed" && r.verdict ? r : null;
      },
      "completed with a verdict",
      30_000,
    );
    expect(row).toMatchObject({ method: "request", status: "completed" });
  }, 60_000);
});
