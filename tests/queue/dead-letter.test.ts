import { afterAll, beforeAll, expect, it } from "vitest";
import { lookup } from "../fixtures/proxy/lookups";
import { startHarness, type Harness } from "../fixtures/proxy/harness";

// A run that outlives its expiry on its last try goes to the dead-letter queue, which ends the operation
// as `default`. The hung run finishing later must not complete it a second time.

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ portalLatencyMs: 2_500, queue: { proxyExpireInSeconds: 1, proxyRetryLimit: 0 } });
});
afterAll(() => h.close());

it("ends an operation whose job expired on its last run as default, exactly once", async () => {
  const token = await h.newSession();
  expect((await h.proxy(token, lookup("SBX-AUTO-1001"))).status).toBe(202);

  const [event] = await h.settledEvents(token);
  expect(event.type).toBe("ignition.errored");
  expect(event.data).toMatchObject({
    errorCode: "default",
    message: "Oops something went wrong. Please try again later.",
  });

  // Let the hung lookup come back from the slow portal with the policy; it finds the operation ended.
  await new Promise((r) => setTimeout(r, 3_000));
  const events = await h.events(token);
  expect(events).toHaveLength(1);
  expect((await h.session(token)).status).toBe("errored");
  const { rows } = await h.svc.deps.database.raw.query<{ n: number }>(
    "select count(*)::int as n from service.accounts where token = $1",
    [token],
  );
  expect(rows[0].n).toBe(0);
});
