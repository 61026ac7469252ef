// Issue 11, item 7: access tokens end (90 days, or revoked by their client); a spent authCode no longer
// sits in the events /events returns; the dashboard keeps its client secret, webhook secret and access
// tokens sealed at rest, and seals what an earlier version stored in the clear.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "@/lib/db";
import { lookup } from "../fixtures/proxy/lookups";
import { startHarness, waitFor, type Harness } from "../fixtures/proxy/harness";

// The dashboard's sealing key comes from DATA_DIR, read once per process.
process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "cc-token-lifetime-"));
delete process.env.CREDENTIALS_KEY;

const DAY = 24 * 3600_000;
let clock = Date.now();
let h: Harness;
let raw: Database["raw"];
beforeAll(async () => {
  h = await startHarness({ deps: { now: () => new Date(clock) } });
  raw = h.svc.deps.database.raw;
  (globalThis as { __covercheckDb?: Promise<Database> }).__covercheckDb = Promise.resolve(h.svc.deps.database);
}, 60_000);
afterAll(() => h.close());

async function completedSession(): Promise<{ token: string; authCode: string }> {
  const token = await h.newSession();
  expect((await h.proxy(token, lookup("SBX-AUTO-1002"))).status).toBe(202);
  const event = await waitFor(async () => (await h.events(token))[0], "the completed event");
  return { token, authCode: event.data.authCode! };
}

async function opened() {
  const { token, authCode } = await completedSession();
  const res = await h.svc.call("POST", "/token/exchange", { headers: h.client.headers, body: { authCode } });
  expect(res.status).toBe(200);
  return { token, authCode, ...(res.body.data as { accessToken: string; account: string }) };
}

const readAccount = (account: string, accessToken: string) =>
  h.svc.call("GET", `/accounts/${account}`, { headers: { ...h.client.headers, "x-access-token": accessToken } });
const revoke = (accessToken: string, headers = h.client.headers) =>
  h.svc.call("POST", "/token/revoke", { headers, body: { accessToken } });

describe("access token lifetime", () => {
  it("opens its account for 90 days, then answers invalid-access-token", async () => {
    const { account, accessToken } = await opened();
    expect((await readAccount(account, accessToken)).status).toBe(200);
    clock += 89 * DAY;
    expect((await readAccount(account, accessToken)).status).toBe(200);
    clock += 1 * DAY + 1_000;
    const late = await readAccount(account, accessToken);
    expect(late.status).toBe(401);
    expect(late.body).toMatchObject({ success: false, errorCode: "invalid-access-token" });
  });

  it("is revoked by its client at once; another client cannot revoke it", async () => {
    const { account, accessToken } = await opened();
    const other = await h.svc.newClient({ name: "Other", lienholderName: "Other Bank" });
    const foreign = await revoke(accessToken, other.headers);
    expect(foreign.status).toBe(200);
    expect(foreign.body.data).toEqual({ revoked: false });
    expect((await readAccount(account, accessToken)).status).toBe(200);

    expect((await revoke(accessToken)).body.data).toEqual({ revoked: true });
    const after = await readAccount(account, accessToken);
    expect(after.status).toBe(401);
    expect(after.body.errorCode).toBe("invalid-access-token");
    expect((await revoke(accessToken)).body.data).toEqual({ revoked: false });
  });

  it("refuses a revoke without a token or credentials in the envelope", async () => {
    const empty = await h.svc.call("POST", "/token/revoke", { headers: h.client.headers, body: {} });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ success: false, errorCode: "user-input-invalid" });
    const anonymous = await h.svc.call("POST", "/token/revoke", { body: { accessToken: "tok_x" } });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.errorCode).toBe("invalid-client-credentials");
  });

  it("documents /token/revoke in the OpenAPI document", async () => {
    const doc = (await h.svc.call("GET", "/openapi.json")).body;
    expect(doc.paths["/api/v1/token/revoke"]?.post).toBeDefined();
    expect(doc.paths["/api/v1/token/exchange"].post.description).toMatch(/90 days/);
  });
});

describe("a redeemed authCode leaves the stored event", () => {
  it("/events shows the code until it is exchanged, and never after", async () => {
    const { token, authCode } = await completedSession();
    expect((await h.events(token))[0].data.authCode).toBe(authCode);
    const res = await h.svc.call("POST", "/token/exchange", { headers: h.client.headers, body: { authCode } });
    expect(res.status).toBe(200);

    const [event] = await h.events(token);
    expect(event.type).toBe("ignition.completed");
    expect(event.data).not.toHaveProperty("authCode");
    const stored = await raw.query<{ payload: string }>("select payload::text from service.events where token = $1", [
      token,
    ]);
    expect(stored.rows[0].payload).not.toContain(authCode);
  });
});

describe("dashboard secrets at rest", () => {
  const insertVerificationRow = async (token: string, accessToken: string | null) =>
    raw.query(
      `insert into dashboard.verifications (token, method, status, borrower_ref, summary, consent, access_token, created_by)
       values ($1, 'lookup', 'completed', 'b-1', '{}', '{}', $2, 'u1')`,
      [token, accessToken],
    );
  const storedToken = async (token: string) =>
    (
      await raw.query<{ access_token: string }>("select access_token from dashboard.verifications where token = $1", [
        token,
      ])
    ).rows[0].access_token;
  const storedSetting = async (key: string) =>
    (await raw.query<{ value: string }>("select value::text from dashboard.settings where key = $1", [key])).rows[0]
      .value;

  it("keeps an exchanged access token sealed, bound to its verification", async () => {
    const { saveExchange } = await import("@/lib/db/queries/webhook-outcomes");
    const { findVerification } = await import("@/lib/db/queries/verifications");
    await insertVerificationRow("ign_seal_a", null);
    await insertVerificationRow("ign_seal_b", null);
    await saveExchange("ign_seal_a", "evt_1", { account: "acc_1", accessToken: "tok_secret_value", policies: [] });

    const sealed = await storedToken("ign_seal_a");
    expect(sealed).toMatch(/^v1:/);
    expect(sealed).not.toContain("tok_secret_value");
    expect((await findVerification("ign_seal_a"))?.accessToken).toBe("tok_secret_value");

    // Copied into another row, the sealed value does not open there.
    await raw.query("update dashboard.verifications set access_token = $1 where token = 'ign_seal_b'", [sealed]);
    await expect(findVerification("ign_seal_b")).rejects.toThrow(/failed authentication/);
    await raw.query("delete from dashboard.verifications where token = 'ign_seal_b'");
  });

  it("keeps the provisioned service client's secrets sealed", async () => {
    const { readSetting, writeSettingOnce } = await import("@/lib/db/queries/settings");
    const issued = { clientId: "cli_x", clientSecret: "sk_plain_secret", webhookSecret: "whsec_plain" };
    await writeSettingOnce("secret-setting-test", issued, { secret: true });
    const stored = await storedSetting("secret-setting-test");
    expect(stored).not.toContain("sk_plain_secret");
    expect(stored).not.toContain("whsec_plain");
    expect(await readSetting("secret-setting-test")).toEqual(issued);
  });

  it("seals plaintext left by an earlier version, once", async () => {
    const { sealSecretsAtRest } = await import("@/lib/db/queries/seal-at-rest");
    const { serviceConfig } = await import("@/lib/service-client/config");
    const { findVerification } = await import("@/lib/db/queries/verifications");
    const old = { clientId: "cli_old", clientSecret: "sk_old_plain", webhookSecret: "whsec_old_plain" };
    await raw.query("delete from dashboard.settings where key = 'embedded-service-client'");
    await raw.query("insert into dashboard.settings (key, value) values ('embedded-service-client', $1)", [
      JSON.stringify(old),
    ]);
    await insertVerificationRow("ign_old_plain", "tok_old_plain");

    const first = await sealSecretsAtRest();
    expect(first.settings).toBe(1);
    expect(first.accessTokens).toBeGreaterThanOrEqual(1);
    expect(await storedSetting("embedded-service-client")).not.toContain("sk_old_plain");
    expect(await storedToken("ign_old_plain")).toMatch(/^v1:/);

    const saved = { ...process.env };
    for (const k of ["SERVICE_BASE_URL", "SERVICE_CLIENT_ID", "SERVICE_CLIENT_SECRET"]) delete process.env[k];
    try {
      expect(await serviceConfig()).toMatchObject({ clientId: "cli_old", clientSecret: "sk_old_plain" });
    } finally {
      Object.assign(process.env, saved);
    }
    expect((await findVerification("ign_old_plain"))?.accessToken).toBe("tok_old_plain");
    expect(await sealSecretsAtRest()).toEqual({ settings: 0, accessTokens: 0 });
  });
});
