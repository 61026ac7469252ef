import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lookup } from "../fixtures/proxy/lookups";
import { startHarness, type Harness } from "../fixtures/proxy/harness";

// One operation in flight per session, under parallel requests: the claim is a single conditional write.
// The worker is off so the accepted operation keeps the session `processing` for the whole burst.

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ worker: false });
});
afterAll(() => h.close());

describe("parallel proxy requests on one session", () => {
  it.each([25, 100])("%i at once → exactly one 202, the rest ignition-processing", async (n) => {
    const token = await h.newSession();
    const started = performance.now();
    const results = await Promise.all(Array.from({ length: n }, () => h.proxy(token, lookup("SBX-AUTO-1001"))));
    const ms = Math.round(performance.now() - started);

    const accepted = results.filter((r) => r.status === 202);
    const refused = results.filter((r) => r.status === 400);
    expect(accepted).toHaveLength(1);
    expect(refused).toHaveLength(n - 1);
    expect(new Set(refused.map((r) => r.body.errorCode))).toEqual(new Set(["ignition-processing"]));

    const { rows } = await h.svc.deps.database.raw.query<{ id: string }>(
      "select id from service.proxy_operations where token = $1",
      [token],
    );
    expect(rows.map((r) => r.id)).toEqual([accepted[0].body.data.id]);
    expect((await h.session(token)).status).toBe("processing");
    console.info(`${n} parallel proxies on ${h.svc.deps.database.kind}: ${ms} ms`);
  });

  it("sessions do not block each other", async () => {
    const tokens = await Promise.all(Array.from({ length: 10 }, () => h.newSession()));
    const results = await Promise.all(tokens.map((t) => h.proxy(t, lookup("SBX-AUTO-1001"))));
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(202));
  });
});
