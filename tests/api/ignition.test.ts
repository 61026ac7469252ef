import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestService, type TestService } from "../support/service";

let svc: TestService;
let acme: Awaited<ReturnType<TestService["newClient"]>>;
let other: Awaited<ReturnType<TestService["newClient"]>>;

beforeAll(async () => {
  svc = await startTestService();
  acme = await svc.newClient();
  other = await svc.newClient({ name: "Other Bank", lienholderName: "Other Bank NA" });
});
afterAll(() => svc.close());

const valid = {
  webhookUri: "https://lender.example/hooks",
  user: { id: "borrower-1" },
  metadata: { loanNumber: "L-1", maxDeductible: 500, escrow: true },
};

describe("POST /ignition", () => {
  it("creates a session and reads it back with flat metadata", async () => {
    const created = await svc.call("POST", "/ignition", { headers: acme.headers, body: valid });
    expect(created.status).toBe(200);
    expect(created.body.data.ignitionToken).toMatch(/^ign_/);
    expect(created.body.data.ignitionUri).toContain(created.body.data.ignitionToken);

    const read = await svc.call("GET", `/ignition/${created.body.data.ignitionToken}`, { headers: acme.headers });
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({
      token: created.body.data.ignitionToken,
      status: "created",
      user: { id: "borrower-1" },
      metadata: { loanNumber: "L-1", maxDeductible: 500, escrow: true },
      webhookUri: valid.webhookUri,
    });
  });

  it.each([
    ["no webhookUri", { user: { id: "u" } }, "webhookUri"],
    ["a webhookUri that is not a url", { webhookUri: "not a url", user: { id: "u" } }, "webhookUri"],
    ["an ftp webhookUri", { webhookUri: "ftp://x.example/h", user: { id: "u" } }, "webhookUri"],
    ["no user", { webhookUri: "https://x.example/h" }, "user"],
    ["an empty user id", { webhookUri: "https://x.example/h", user: { id: " " } }, "user.id"],
    ["nested metadata", { ...valid, metadata: { a: { b: 1 } } }, "metadata.a"],
  ])("rejects %s with 400 and a field detail", async (_label, body, path) => {
    const res = await svc.call("POST", "/ignition", { headers: acme.headers, body });
    expect(res.status).toBe(400);
    expect(res.body.errorCode).toBe("user-input-invalid");
    expect(res.body.details.map((d: { path: string }) => d.path)).toContain(path);
  });

  it("hides another client's session as 404", async () => {
    const created = await svc.call("POST", "/ignition", { headers: acme.headers, body: valid });
    const res = await svc.call("GET", `/ignition/${created.body.data.ignitionToken}`, { headers: other.headers });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false, errorCode: "not-found" });
  });
});

describe("platform clients and x-destination-client-id", () => {
  it("lets a platform act for a client it owns", async () => {
    const platform = await svc.newClient({ name: "Platform", lienholderName: "Platform Inc", isPlatform: true });
    const owned = await svc.newClient({
      name: "Owned CU",
      lienholderName: "Owned Credit Union",
      platformClientId: platform.clientId,
    });
    const created = await svc.call("POST", "/ignition", {
      headers: { ...platform.headers, "x-destination-client-id": owned.clientId },
      body: valid,
    });
    expect(created.status).toBe(200);
    // The session belongs to the destination client, not to the platform.
    const token = created.body.data.ignitionToken;
    expect((await svc.call("GET", `/ignition/${token}`, { headers: owned.headers })).status).toBe(200);
    expect((await svc.call("GET", `/ignition/${token}`, { headers: platform.headers })).status).toBe(404);
  });

  it("403 forbidden for a non-platform client naming a destination", async () => {
    const res = await svc.call("GET", "/carriers", {
      headers: { ...acme.headers, "x-destination-client-id": other.clientId },
    });
    expect(res.status).toBe(403);
    expect(res.body.errorCode).toBe("forbidden");
  });

  it("403 forbidden for a platform naming a client it does not own, or one that does not exist", async () => {
    const platform = await svc.newClient({ name: "P2", lienholderName: "P2", isPlatform: true });
    for (const dest of [other.clientId, "cli_missing"]) {
      const res = await svc.call("GET", "/carriers", {
        headers: { ...platform.headers, "x-destination-client-id": dest },
      });
      expect(res.status).toBe(403);
      expect(res.body.errorCode).toBe("forbidden");
    }
  });
});
