import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { removePortalCredentials } from "@/lib/service/clients/credentials";
import { startTestService, type TestService } from "../support/service";

// Which carriers a client can look up at: the dashboard marks the others before a lookup is sent.

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(async () => {
  await svc?.close();
});

describe("GET /portal-credentials", () => {
  it("lists the calling client's carriers with logins on file, never the logins, and no other client's", async () => {
    const a = await svc.newClient();
    const b = await svc.newClient({ name: "Other Lending" });
    const { status, body } = await svc.call("GET", "/portal-credentials", { headers: a.headers });
    expect(status).toBe(200);
    const ids = body.data.map((c: { carrierId: string }) => c.carrierId);
    expect(ids).toContain("car_state-farm");
    expect(ids).not.toContain("car_allstate");
    expect(JSON.stringify(body)).not.toMatch(/sealed|password|username/i);
    // Removing A's State Farm login shows for A only.
    await removePortalCredentials(svc.deps, { clientId: a.clientId, carrier: "car_state-farm" });
    const mine = await svc.call("GET", "/portal-credentials", { headers: a.headers });
    const other = await svc.call("GET", "/portal-credentials", { headers: b.headers });
    expect(mine.body.data.map((c: { carrierId: string }) => c.carrierId)).not.toContain("car_state-farm");
    expect(other.body.data.map((c: { carrierId: string }) => c.carrierId)).toContain("car_state-farm");
  });

  it("refuses a caller without credentials in the envelope", async () => {
    const { status, body } = await svc.call("GET", "/portal-credentials");
    expect(status).toBe(401);
    expect(body).toMatchObject({ success: false, errorCode: "invalid-client-credentials" });
  });
});
