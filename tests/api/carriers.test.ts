import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestService, type TestService } from "../support/service";

let svc: TestService;
let headers: Record<string, string>;

beforeAll(async () => {
  svc = await startTestService();
  headers = (await svc.newClient()).headers;
});
afterAll(() => svc.close());

describe("GET /carriers", () => {
  it("lists at least 40 carriers in the wire shape", async () => {
    const res = await svc.call("GET", "/carriers", { headers });
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBeGreaterThanOrEqual(40);
    for (const c of res.body.data) {
      expect(Object.keys(c).sort()).toEqual(["id", "naicCode", "name", "policyLookup"]);
      expect(c.naicCode).toMatch(/^\d{5}$/);
    }
  });

  it.each([
    ["25178", ["auto", "home", "condo"]],
    ["22063", ["auto"]],
    ["24260", ["auto", "home"]],
    ["19232", ["auto", "home", "condo"]],
    ["16679", []],
  ])("NAIC %s has lookup support %j", async (naic, types) => {
    const res = await svc.call("GET", `/carriers/${naic}`, { headers });
    expect(res.status).toBe(200);
    expect(res.body.data.naicCode).toBe(naic);
    expect([...res.body.data.policyLookup.policyTypes].sort()).toEqual([...types].sort());
    expect(res.body.data.policyLookup.supported).toBe(types.length > 0);
    const byId = await svc.call("GET", `/carriers/${res.body.data.id}`, { headers });
    expect(byId.body.data).toEqual(res.body.data);
  });

  it("404 not-found for an unknown carrier", async () => {
    for (const id of ["car_nope", "99999"]) {
      const res = await svc.call("GET", `/carriers/${id}`, { headers });
      expect(res.status).toBe(404);
      expect(res.body.errorCode).toBe("not-found");
    }
  });
});
