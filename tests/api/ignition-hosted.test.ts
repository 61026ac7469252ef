import { readFileSync } from "node:fs";
import { eq } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ignitionSessions } from "@/lib/db/schema";
import { answerCarrierMfa, signInAtCarrier } from "@/lib/service/ignition/connect";
import { exitHosted, giveConsent, loadHostedPage, pollUpload } from "@/lib/service/ignition/hosted-page";
import { claimSession, releaseSession } from "@/lib/service/ignition/repo";
import { startUpload } from "@/lib/service/ignition/upload";
import { startFileServer, type FileServer } from "../fixtures/proxy/file-server";
import { startHarness, waitFor, type Harness } from "../fixtures/proxy/harness";

// The hosted Ignition page's service logic against the real sandbox portal, queue, reader and webhook receiver.

const STATE_FARM = "car_state-farm";
const LEMONADE = "car_lemonade";
const GOOD = "pass_good";

let h: Harness;
let files: FileServer;

beforeAll(async () => {
  files = await startFileServer({
    "/auto-declarations.pdf": {
      body: readFileSync("tests/fixtures/documents/auto-declarations.pdf"),
      headers: { "content-type": "application/pdf" },
    },
  });
  h = await startHarness({ deps: { outboundAllowOrigins: [files.url("/")] } });
});
afterAll(async () => {
  await h.close();
  await files.close();
});

async function session(extra: Record<string, unknown> = {}): Promise<string> {
  const res = await h.svc.call("POST", "/ignition", {
    headers: h.client.headers,
    body: {
      webhookUri: h.receiver.url,
      redirectUri: "https://lender.example/done",
      user: { id: "borrower-7", firstName: "Jordan", lastName: "Rivera" },
      metadata: { loan: "L-7" },
      ...extra,
    },
  });
  expect(res.status).toBe(200);
  return res.body.data.ignitionToken;
}

async function consented(): Promise<string> {
  const token = await session();
  expect(await giveConsent(h.svc.deps, token)).toEqual({ kind: "ok" });
  return token;
}

/** The webhooks the receiver got for a session, each verified against the client's signing secret. */
function received(token: string): { type: string; data: Record<string, unknown> }[] {
  const wh = new Webhook(h.client.webhookSecret);
  return h.receiver.received
    .map(
      (r) => wh.verify(r.body, r.headers as Record<string, string>) as { type: string; data: Record<string, unknown> },
    )
    .filter((e) => e.data.token === token);
}

const waitForEvent = (token: string, type: string) =>
  waitFor(async () => received(token).find((e) => e.type === type), `${type} for ${token}`);

async function exchange(authCode: string) {
  const res = await h.svc.call("POST", "/token/exchange", { headers: h.client.headers, body: { authCode } });
  expect(res.status).toBe(200);
  return { ...res.body.data, headers: { ...h.client.headers, "x-access-token": res.body.data.accessToken } };
}

describe("lifetime and the contract's new fields", () => {
  it("defaults to 30 days, takes expiresInDays, and reads back redirectUri and expiresAt", async () => {
    const before = Date.now();
    const plain = await session();
    const short = await session({ expiresInDays: 2 });
    const a = (await h.svc.call("GET", `/ignition/${plain}`, { headers: h.client.headers })).body.data;
    const b = (await h.svc.call("GET", `/ignition/${short}`, { headers: h.client.headers })).body.data;
    expect(a.redirectUri).toBe("https://lender.example/done");
    const days = (iso: string) => Math.round((Date.parse(iso) - before) / 86_400_000);
    expect(days(a.expiresAt)).toBe(30);
    expect(days(b.expiresAt)).toBe(2);
  });

  it.each([0, 366, 1.5, "7"])("refuses expiresInDays %s", async (value) => {
    const res = await h.svc.call("POST", "/ignition", {
      headers: h.client.headers,
      body: { webhookUri: h.receiver.url, user: { id: "u" }, expiresInDays: value },
    });
    expect(res.status).toBe(400);
    expect(res.body.details.map((d: { path: string }) => d.path)).toContain("expiresInDays");
  });

  it("documents the new fields and events in the OpenAPI document", async () => {
    const doc = JSON.stringify((await h.svc.call("GET", "/openapi.json")).body);
    for (const word of ["expiresInDays", "redirectUri", "ignition.attempted", "ignition.opened", "ignition.exited"])
      expect(doc).toContain(word);
  });
});

describe("opening the page", () => {
  it("an unknown or malformed token is a closed page, not an error", async () => {
    expect(await loadHostedPage(h.svc.deps, "ign_00000000000000000000")).toMatchObject({
      kind: "closed",
      reason: "unknown",
    });
    expect(await loadHostedPage(h.svc.deps, "../../etc")).toMatchObject({ kind: "closed", reason: "unknown" });
  });

  it("an expired session is closed as expired", async () => {
    const token = await session({ expiresInDays: 1 });
    await h.svc.deps.database.db
      .update(ignitionSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(ignitionSessions.token, token));
    expect(await loadHostedPage(h.svc.deps, token)).toMatchObject({ kind: "closed", reason: "expired" });
    expect(await giveConsent(h.svc.deps, token)).toEqual({ kind: "closed", reason: "expired" });
  });

  it("shows the client's name and sends ignition.opened once, however often it is opened", async () => {
    const token = await session();
    const page = await loadHostedPage(h.svc.deps, token);
    await loadHostedPage(h.svc.deps, token);
    expect(page).toMatchObject({
      kind: "open",
      view: { clientName: "Acme Lending", consented: false, signInsLeft: 5 },
    });
    if (page.kind !== "open") throw new Error("closed");
    expect(page.view.carriers.find((c) => c.id === STATE_FARM)?.connectable).toBe(true);
    expect(page.view.carriers.find((c) => c.id === LEMONADE)?.connectable).toBe(false);
    await waitForEvent(token, "ignition.opened");
    const events = await h.settledEvents(token);
    expect(events.filter((e) => e.type === "ignition.opened")).toHaveLength(1);
  });
});

describe("signing in at the carrier (result link)", () => {
  it("refuses a sign-in before consent, and stores the consent wording with the session", async () => {
    const token = await session();
    expect(
      await signInAtCarrier(h.svc.deps, token, STATE_FARM, { username: "user_auto", password: GOOD }),
    ).toMatchObject({
      kind: "refused",
    });
    await giveConsent(h.svc.deps, token);
    const [row] = await h.svc.deps.database.db.select().from(ignitionSessions).where(eq(ignitionSessions.token, token));
    expect((row.consent as { wording: string }).wording).toContain("Acme Lending may receive my insurance information");
  });

  it("the auto login completes: signed ignition.completed, the authCode exchanges, the account is active", async () => {
    const token = await consented();
    const answer = await signInAtCarrier(h.svc.deps, token, STATE_FARM, { username: "user_auto", password: GOOD });
    if (answer.kind !== "finish") throw new Error(JSON.stringify(answer));
    expect(answer.finish).toMatchObject({
      status: "complete",
      result: "link",
      redirectUri: "https://lender.example/done",
    });
    expect(answer.finish.shared).toEqual([
      expect.objectContaining({ policyNumber: "SBX-AUTO-1001", lenderListed: true, hasRenewal: true }),
    ]);
    expect(answer.finish.shared[0].items[0]).toContain("Honda Accord");

    const event = await waitForEvent(token, "ignition.completed");
    expect(event.data).toMatchObject({ status: "completed", result: "link", authCode: answer.finish.authCode });
    const x = await exchange(answer.finish.authCode!);
    const account = await h.svc.call("GET", `/accounts/${x.account}`, { headers: x.headers });
    expect(account.body.data).toMatchObject({ connectionStatus: "active", connection: { status: "active" } });
    const policy = await h.svc.call("GET", `/policies/${x.policies[0]}`, { headers: x.headers });
    expect(policy.body.data).toMatchObject({ policyNumber: "SBX-AUTO-1001", type: "auto" });
    expect((await h.session(token)).result).toBe("link");
    // Spent: the link now opens the "already used" page.
    expect(await loadHostedPage(h.svc.deps, token)).toMatchObject({ kind: "closed", reason: "used" });
  });

  it("the home login shares a policy with a renewal term", async () => {
    const token = await consented();
    const answer = await signInAtCarrier(h.svc.deps, token, STATE_FARM, { username: "user_home", password: GOOD });
    if (answer.kind !== "finish") throw new Error(JSON.stringify(answer));
    const x = await exchange(answer.finish.authCode!);
    const renewal = await h.svc.call("GET", `/policies/${x.policies[0]}?term=renewal`, { headers: x.headers });
    expect(renewal.status).toBe(200);
    expect(renewal.body.data).toMatchObject({ type: "home", term: "renewal", policyNumber: "SBX-HOME-1001" });
  });

  it("a wrong password sends ignition.attempted without the secret, and five end the sign-ins", async () => {
    const token = await consented();
    const secret = "hunter2-wrong-secret";
    for (let left = 4; left >= 0; left--) {
      const answer = await signInAtCarrier(h.svc.deps, token, STATE_FARM, { username: "user_auto", password: secret });
      expect(answer).toMatchObject({ kind: "retry", signInsLeft: left });
    }
    const sixth = await signInAtCarrier(h.svc.deps, token, STATE_FARM, { username: "user_auto", password: GOOD });
    expect(sixth).toMatchObject({ kind: "refused", message: expect.stringContaining("too many") });
    const attempted = await waitFor(
      async () => (received(token).filter((e) => e.type === "ignition.attempted").length === 5 ? true : null),
      "five ignition.attempted",
    );
    expect(attempted).toBe(true);
    const bodies = h.receiver.received.map((r) => r.body).join("\n");
    expect(bodies).not.toContain(secret);
    expect(received(token).find((e) => e.type === "ignition.attempted")?.data).toMatchObject({
      result: "link",
      errorCode: "invalid-credentials",
    });
    const events = JSON.stringify(await h.events(token));
    expect(events).not.toContain(secret);
    expect(events).not.toContain("user_auto");
    // The session is still the client's to proxy: nothing is left claimed.
    expect((await h.session(token)).status).toBe("created");
  });

  it("the MFA login asks for a code; a wrong code is an attempt, the right one completes", async () => {
    const token = await consented();
    const first = await signInAtCarrier(h.svc.deps, token, STATE_FARM, { username: "user_mfa", password: GOOD });
    if (first.kind !== "mfa") throw new Error(JSON.stringify(first));
    expect(first.prompt).toMatch(/code/);
    expect(await answerCarrierMfa(h.svc.deps, token, STATE_FARM, first.challenge, "000000")).toMatchObject({
      kind: "retry",
      signInsLeft: 4,
    });
    const done = await answerCarrierMfa(h.svc.deps, token, STATE_FARM, first.challenge, "123456");
    expect(done).toMatchObject({ kind: "finish", finish: { status: "complete", result: "link" } });
  });

  it("a locked account errors the session as account-disabled, and an upload may still follow", async () => {
    const token = await consented();
    const answer = await signInAtCarrier(h.svc.deps, token, STATE_FARM, { username: "user_locked", password: GOOD });
    expect(answer).toMatchObject({ kind: "blocked", message: expect.stringContaining("locked") });
    const event = await waitForEvent(token, "ignition.errored");
    expect(event.data).toMatchObject({ status: "errored", result: "link", errorCode: "account-disabled" });
    expect(await loadHostedPage(h.svc.deps, token)).toMatchObject({
      kind: "open",
      view: { lastError: expect.stringContaining("locked") },
    });
  });

  it("a carrier without online access is refused with the upload offered", async () => {
    const token = await consented();
    expect(await signInAtCarrier(h.svc.deps, token, LEMONADE, { username: "user_auto", password: GOOD })).toMatchObject(
      {
        kind: "refused",
        message: expect.stringContaining("upload"),
      },
    );
  });
});

describe("one thing at a time per session", () => {
  it("a proxy request while the borrower is signing in is ignition-processing, and the reverse", async () => {
    const token = await consented();
    // The borrower's sign-in holds the session exactly as connect.ts claims it.
    expect(
      await claimSession(h.svc.deps.database.db, h.client.clientId, token, new Date(), ["created", "errored"]),
    ).toBe(true);
    const proxied = await h.proxy(token, {
      operation: "process-document",
      input: { name: "d", source: "user", policyType: "auto", url: files.url("/auto-declarations.pdf") },
    });
    expect(proxied.status).toBe(400);
    expect(proxied.body.errorCode).toBe("ignition-processing");
    // …and while a proxy (or the borrower's other tab) holds it, the page's sign-in is refused in words.
    const answer = await signInAtCarrier(h.svc.deps, token, STATE_FARM, { username: "user_auto", password: GOOD });
    expect(answer).toMatchObject({ kind: "refused", message: expect.stringContaining("already being processed") });
    await releaseSession(h.svc.deps.database.db, token, "created", new Date());
  });
});

describe("uploading a document (result manual)", () => {
  it("reads a real declarations page through the process-document pipeline", async () => {
    const token = await consented();
    const queued = await startUpload(h.svc.deps, token, {
      name: "auto-declarations.pdf",
      policyType: "auto",
      url: files.url("/auto-declarations.pdf"),
    });
    expect(queued).toEqual({ kind: "queued" });
    expect(await pollUpload(h.svc.deps, token)).toMatchObject({ kind: expect.stringMatching(/waiting|finish/) });
    const event = await waitForEvent(token, "ignition.completed");
    expect(event.data).toMatchObject({ status: "completed", result: "manual" });
    const polled = await pollUpload(h.svc.deps, token);
    if (polled.kind !== "finish") throw new Error(JSON.stringify(polled));
    expect(polled.finish).toMatchObject({ status: "complete", result: "manual", authCode: event.data.authCode });
    expect(polled.finish.shared[0]).toMatchObject({ policyNumber: "AB-123-4567", lenderListed: false });
    const x = await exchange(String(event.data.authCode));
    const account = await h.svc.call("GET", `/accounts/${x.account}`, { headers: x.headers });
    expect(account.body.data.connection).toEqual({ status: "inactive" });
  });
});

describe("leaving", () => {
  it("exit sends ignition.exited with the step and hands back the redirect", async () => {
    const token = await consented();
    const answer = await exitHosted(h.svc.deps, token, "carrier");
    expect(answer).toMatchObject({
      kind: "finish",
      finish: { status: "exit", step: "carrier", redirectUri: "https://lender.example/done" },
    });
    const event = await waitForEvent(token, "ignition.exited");
    expect(event.data).toMatchObject({ step: "carrier", status: "created" });
  });
});

describe("the hosted page's HTTP routes on the service", () => {
  it("answer the borrower by the session's token, without client credentials", async () => {
    const token = await session();
    const page = await h.svc.call("GET", `/ignition/${token}/hosted`);
    expect(page.status).toBe(200);
    expect(page.body).toEqual(await loadHostedPage(h.svc.deps, token));
    const consent = await h.svc.call("POST", `/ignition/${token}/hosted`, { body: { action: "consent" } });
    expect(consent.body).toEqual({ kind: "ok" });
    const unknown = await h.svc.call("POST", `/ignition/${token}/hosted`, { body: { action: "toString" } });
    expect([unknown.status, unknown.body]).toEqual([400, { kind: "refused", message: "Unknown action." }]);
  });

  it("store nothing for an upload to a token that opens no session", async () => {
    const res = await h.svc.call("POST", "/ignition/igt_not-a-session/upload", { raw: "x" });
    expect(res.status).toBe(410);
    expect(res.body.kind).toBe("closed");
  });
});
