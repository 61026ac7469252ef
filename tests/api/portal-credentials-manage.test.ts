import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { carrierCredentials } from "@/lib/db/schema";
import { lookup } from "../fixtures/proxy/lookups";
import { startHarness, type Harness } from "../fixtures/proxy/harness";

// A client manages its own lienholder portal logins over the API: put one on file for a carrier,
// replace it, remove it. The login goes in and never comes back out, and the lookups follow it.

const PASSWORD = "Porta1-pass phrase ";
const ROTATED = "r0tated-Pass-2026";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
}, 60_000);
afterAll(async () => {
  await h?.close();
});

const put = (carrier: string, body: unknown, headers = h.client.headers) =>
  h.svc.call("PUT", `/portal-credentials/${carrier}`, { headers, body });
const del = (carrier: string, headers = h.client.headers) =>
  h.svc.call("DELETE", `/portal-credentials/${carrier}`, { headers });
const listed = async (headers = h.client.headers) =>
  (await h.svc.call("GET", "/portal-credentials", { headers })).body.data as { carrierId: string }[];

/** The outcome of a fresh session's policy lookup of SBX-AUTO-1001 at Allstate. */
async function lookupAtAllstate(): Promise<string> {
  const token = await h.newSession();
  const res = await h.proxy(token, lookup("SBX-AUTO-1001", { carrier: "car_allstate" }));
  if (res.status !== 202) return `refused ${res.body.errorCode}`;
  const [event] = await h.settledEvents(token);
  return event.type === "ignition.errored" ? `errored ${event.data.errorCode}` : event.type;
}

async function storedSealed(clientId: string, carrierId: string): Promise<string | undefined> {
  const rows = await h.svc.deps.database.db
    .select({ sealed: carrierCredentials.sealed })
    .from(carrierCredentials)
    .where(and(eq(carrierCredentials.clientId, clientId), eq(carrierCredentials.carrierId, carrierId)));
  return rows[0]?.sealed;
}

describe("PUT and DELETE /portal-credentials/{carrierId}", () => {
  it("adds, rotates and removes a login; the lookups at the carrier follow, and the login never comes back", async () => {
    expect(await lookupAtAllstate()).toBe("refused no-credentials");

    // The lienholder's portal account: the sandbox names the login's organisation on its policies.
    const added = await put("car_allstate", { username: "Acme Lending LLC", password: PASSWORD });
    expect(added.status).toBe(200);
    expect(added.body).toEqual({
      success: true,
      data: {
        carrierId: "car_allstate",
        naicCode: "19232",
        active: true,
        createdAt: expect.any(String),
        modifiedAt: added.body.data.createdAt,
      },
    });
    expect(await listed()).toContainEqual(added.body.data);
    expect(await lookupAtAllstate()).toBe("ignition.completed");

    // Sealed at rest: neither half is readable in the row, and the key opens the new one.
    const sealed = await storedSealed(h.client.clientId, "car_allstate");
    expect(sealed).not.toContain(PASSWORD.trim());
    expect(sealed).not.toContain("Acme Lending");
    expect(h.svc.deps.secretBox.open(sealed!)).toEqual({ username: "Acme Lending LLC", password: PASSWORD });

    // A rotation to a password the portal refuses: the next lookup uses it.
    await new Promise((r) => setTimeout(r, 5));
    const wrong = await put("19232", { username: "Acme Lending LLC", password: "wrong" });
    expect(wrong.status).toBe(200);
    expect(wrong.body.data.createdAt).toBe(added.body.data.createdAt);
    expect(Date.parse(wrong.body.data.modifiedAt)).toBeGreaterThan(Date.parse(added.body.data.modifiedAt));
    expect(await lookupAtAllstate()).toBe("errored default");
    const rotated = await put("allstate", { username: "Acme Lending LLC", password: ROTATED });
    expect(rotated.body.data.carrierId).toBe("car_allstate");
    expect(await lookupAtAllstate()).toBe("ignition.completed");

    const removed = await del("car_allstate");
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({
      success: true,
      data: { carrierId: "car_allstate", naicCode: "19232", deleted: true },
    });
    expect((await listed()).map((c) => c.carrierId)).not.toContain("car_allstate");
    expect(await lookupAtAllstate()).toBe("refused no-credentials");

    for (const res of [added, wrong, rotated, removed])
      expect(JSON.stringify(res.body)).not.toMatch(/Porta1|r0tated|wrong|password|username|sealed/i);
  }, 60_000);

  it("another client's logins are its own", async () => {
    const other = await h.svc.newClient({ name: "Other Lending", lienholderName: "Other Lending LLC" });
    expect(
      (await put("car_allstate", { username: "Other Lending LLC", password: PASSWORD }, other.headers)).status,
    ).toBe(200);
    expect((await listed(other.headers)).map((c) => c.carrierId)).toContain("car_allstate");
    expect((await listed()).map((c) => c.carrierId)).not.toContain("car_allstate");
    expect((await del("car_allstate")).status).toBe(404);
    expect((await listed(other.headers)).map((c) => c.carrierId)).toContain("car_allstate");
  });

  it("a second removal, or a carrier with nothing on file, is 404 not-found in the envelope", async () => {
    const res = await del("car_allstate");
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      success: false,
      errorCode: "not-found",
      message: "The requested portal login was not found.",
    });
  });

  it("an unknown carrier is 404 not-found, as GET /carriers/{id} answers it", async () => {
    const carrierAnswer = await h.svc.call("GET", "/carriers/car_nowhere", { headers: h.client.headers });
    for (const res of [
      await put("car_nowhere", { username: "Acme Lending LLC", password: PASSWORD }),
      await put("99999", { username: "Acme Lending LLC", password: PASSWORD }),
      await del("car_nowhere"),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual(carrierAnswer.body);
    }
  });

  it("a carrier without policy lookup is refused: its login would never be used", async () => {
    const res = await put("16679", { username: "Acme Lending LLC", password: PASSWORD });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      success: false,
      errorCode: "policy-lookup-not-supported",
      details: [{ path: "carrierId", message: expect.any(String) }],
    });
    expect((await listed()).map((c) => c.carrierId)).not.toContain("car_lemonade");
  });

  it.each([
    ["no password", { username: "Acme Lending LLC" }, "password"],
    ["an empty password", { username: "Acme Lending LLC", password: "" }, "password"],
    ["a blank username", { username: "   ", password: PASSWORD }, "username"],
    ["a username longer than a portal takes", { username: "u".repeat(257), password: PASSWORD }, "username"],
    ["a password longer than a portal takes", { username: "Acme Lending LLC", password: "p".repeat(257) }, "password"],
    ["a NUL in the password", { username: "Acme Lending LLC", password: "a\u0000b" }, "password"],
    ["a number for a username", { username: 7, password: PASSWORD }, "username"],
  ])("%s → 400 user-input-invalid naming the field, and nothing stored", async (_label, body, field) => {
    const res = await put("car_allstate", body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, errorCode: "user-input-invalid" });
    expect(res.body.details.map((d: { path: string }) => d.path)).toContain(field);
    expect(JSON.stringify(res.body)).not.toContain(PASSWORD);
    expect(await storedSealed(h.client.clientId, "car_allstate")).toBeUndefined();
  });

  it("a body that is not JSON → 400 user-input-invalid", async () => {
    const res = await h.svc.call("PUT", "/portal-credentials/car_allstate", {
      headers: { ...h.client.headers, "content-type": "application/json" },
      raw: "{username:",
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, errorCode: "user-input-invalid" });
  });

  it("refuses a caller without client credentials", async () => {
    for (const res of [
      await put("car_allstate", { username: "Acme Lending LLC", password: PASSWORD }, {}),
      await del("car_state-farm", {}),
    ]) {
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ success: false, errorCode: "invalid-client-credentials" });
    }
    expect((await listed()).map((c) => c.carrierId)).toContain("car_state-farm");
  });

  it("both are in the OpenAPI document, with the write-only login as the PUT body", async () => {
    const doc = (await h.svc.call("GET", "/openapi.json")).body;
    const path = doc.paths["/api/v1/portal-credentials/{carrierId}"];
    expect(Object.keys(path).sort()).toEqual(["delete", "put"]);
    expect(path.put.requestBody.content["application/json"].schema).toEqual({
      $ref: "#/components/schemas/PortalLogin",
    });
    expect(doc.components.schemas.PortalCredential.required).toEqual(
      expect.arrayContaining(["carrierId", "createdAt", "modifiedAt"]),
    );
    expect(Object.keys(doc.components.schemas.PortalCredential.properties)).not.toContain("password");
  });
});
