import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NO_RENEWAL_MESSAGE } from "@/lib/service/routes/policies";
import { lookup } from "../fixtures/proxy/lookups";
import { startHarness, waitFor, type Harness } from "../fixtures/proxy/harness";

let clock = Date.now();
let h: Harness;
beforeAll(async () => {
  h = await startHarness({ deps: { now: () => new Date(clock) } });
});
afterAll(() => h.close());

/** A completed lookup's authCode. */
async function authCodeFor(policyNumber: string): Promise<string> {
  const token = await h.newSession();
  expect((await h.proxy(token, lookup(policyNumber))).status).toBe(202);
  const event = await waitFor(async () => (await h.events(token))[0], "the completed event");
  expect(event.type).toBe("ignition.completed");
  if (!event.data.authCode) throw new Error("completed event without an authCode");
  return event.data.authCode;
}

const exchange = (authCode: unknown, headers = h.client.headers) =>
  h.svc.call("POST", "/token/exchange", { headers, body: { authCode } });

async function opened(policyNumber: string) {
  const res = await exchange(await authCodeFor(policyNumber));
  expect(res.status).toBe(200);
  return res.body.data as { accessToken: string; account: string; policies: string[] };
}

const read = (path: string, accessToken?: string) =>
  h.svc.call("GET", path, {
    headers: { ...h.client.headers, ...(accessToken ? { "x-access-token": accessToken } : {}) },
  });

describe("POST /token/exchange", () => {
  it("refuses an authCode used once already", async () => {
    const code = await authCodeFor("SBX-AUTO-1002");
    expect((await exchange(code)).status).toBe(200);
    const again = await exchange(code);
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ success: false, errorCode: "invalid-auth-code" });
  });

  it("lets only one of two racing exchanges of a code through", async () => {
    const code = await authCodeFor("SBX-AUTO-1002");
    const results = await Promise.all([exchange(code), exchange(code), exchange(code)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400, 400]);
  });

  it("refuses an unknown code, an expired one and another client's", async () => {
    expect((await exchange("cod_not-a-real-code")).body.errorCode).toBe("invalid-auth-code");

    const expiring = await authCodeFor("SBX-AUTO-1002");
    clock += 10 * 60_000 + 1_000;
    const late = await exchange(expiring);
    expect(late.status).toBe(400);
    expect(late.body.errorCode).toBe("invalid-auth-code");

    const other = await h.svc.newClient({ name: "Other", lienholderName: "Other Bank" });
    const foreign = await exchange(await authCodeFor("SBX-AUTO-1002"), other.headers);
    expect(foreign.status).toBe(400);
    expect(foreign.body.errorCode).toBe("invalid-auth-code");
  });

  it("400 user-input-invalid without an authCode", async () => {
    const res = await h.svc.call("POST", "/token/exchange", { headers: h.client.headers, body: {} });
    expect(res.status).toBe(400);
    expect(res.body.errorCode).toBe("user-input-invalid");
  });

  it("stores codes and tokens only as digests", async () => {
    const code = await authCodeFor("SBX-AUTO-1002");
    const { accessToken } = (await exchange(code)).body.data;
    const sha = (s: string) => createHash("sha256").update(s).digest("hex");
    const raw = h.svc.deps.database.raw;
    const codes = await raw.query<{ code_hash: string }>("select code_hash from service.auth_codes");
    const tokens = await raw.query<{ token_hash: string }>("select token_hash from service.access_tokens");
    expect(codes.rows.map((r) => r.code_hash)).toContain(sha(code));
    expect(tokens.rows.map((r) => r.token_hash)).toContain(sha(accessToken));
    const dump = JSON.stringify([codes.rows, tokens.rows]);
    expect(dump).not.toContain(code);
    expect(dump).not.toContain(accessToken);
  });
});

describe("reading accounts and policies with an access token", () => {
  it("401 invalid-access-token without a token, with an unknown one, or with another client's", async () => {
    const mine = await opened("SBX-AUTO-1002");
    for (const token of [undefined, "tok_unknown"]) {
      const res = await read(`/policies/${mine.policies[0]}`, token);
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ errorCode: "invalid-access-token" });
    }
    const other = await h.svc.newClient({ name: "Other", lienholderName: "Other Bank" });
    const res = await h.svc.call("GET", `/accounts/${mine.account}`, {
      headers: { ...other.headers, "x-access-token": mine.accessToken },
    });
    expect(res.status).toBe(401);
  });

  it("refuses another account's policy and account as 404", async () => {
    const a = await opened("SBX-AUTO-1001");
    const b = await opened("SBX-HOME-1001");
    expect(a.account).not.toBe(b.account);

    const policy = await read(`/policies/${b.policies[0]}`, a.accessToken);
    expect(policy.status).toBe(404);
    expect(policy.body.errorCode).toBe("not-found");
    const account = await read(`/accounts/${b.account}`, a.accessToken);
    expect(account.status).toBe(404);

    expect((await read(`/policies/${b.policies[0]}`, b.accessToken)).status).toBe(200);
    expect((await read(`/accounts/${a.account}`, a.accessToken)).status).toBe(200);
  });

  it("404 for term=renewal when there is no renewal, telling the client to use the current term", async () => {
    const { accessToken, policies } = await opened("SBX-AUTO-1002");
    const renewal = await read(`/policies/${policies[0]}?term=renewal`, accessToken);
    expect(renewal.status).toBe(404);
    expect(renewal.body).toEqual({ success: false, errorCode: "not-found", message: NO_RENEWAL_MESSAGE });

    const current = await read(`/policies/${policies[0]}?term=current`, accessToken);
    expect(current.status).toBe(200);
    expect(current.body.data).toMatchObject({ term: "current", hasRenewal: false, policyNumber: "SBX-AUTO-1002" });
    expect((await read(`/policies/${policies[0]}?term=next`, accessToken)).status).toBe(400);
  });

  it("the home policy reads as the contract's Policy: dwelling, coverages, mortgagee with a loan number, renewal", async () => {
    const { accessToken, policies, account } = await opened("SBX-HOME-1001");
    const res = await read(`/policies/${policies[0]}`, accessToken);
    expect(res.body.data).toMatchObject({
      id: policies[0],
      accountId: account,
      type: "home",
      isActive: true,
      hasRenewal: true,
      address: { addressLine1: "123 Fake St", city: "Atlanta", state: "GA", postalCode: "30303" },
      documents: [],
    });
    expect(res.body.data.properties[0]).toMatchObject({ type: "dwelling", id: expect.stringMatching(/^prp_/) });
    expect(res.body.data.coverages).toContainEqual(
      expect.objectContaining({ code: "DWELLING", limitPerAccident: 350000, deductible: 1000 }),
    );
    expect(res.body.data.thirdParties[0]).toMatchObject({
      type: "mortgagee",
      name: "Acme Lending LLC",
      loanNumber: "LN-7730215",
    });
  });
});
