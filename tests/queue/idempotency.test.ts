import { afterAll, beforeAll, expect, it } from "vitest";
import { runProxyOperationJob } from "@/lib/service/jobs/proxy-operation";
import { lookup } from "../fixtures/proxy/lookups";
import { startHarness, waitFor, type Harness } from "../fixtures/proxy/harness";

// At-least-once queues deliver a job more than once (a retry after a crash, a duplicate): the operation
// still ends once, with one account, one authCode and one event.

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ worker: false });
});
afterAll(() => h.close());

async function count(table: string, token: string): Promise<number> {
  const { rows } = await h.svc.deps.database.raw.query<{ n: number }>(
    `select count(*)::int as n from service.${table} where token = $1`,
    [token],
  );
  return rows[0].n;
}

it.each([
  ["a completing lookup", "SBX-AUTO-1001", "ignition.completed"],
  ["an erroring lookup", "SBX-AUTO-2002", "ignition.errored"],
])("%s run three times at once finishes once", async (_label, policyNumber, type) => {
  const token = await h.newSession();
  const accepted = await h.proxy(token, lookup(policyNumber));
  expect(accepted.status).toBe(202);
  const run = { operationId: accepted.body.data.id, retryCount: 0, retryLimit: 3 };

  await Promise.all([
    runProxyOperationJob(h.svc.deps, run),
    runProxyOperationJob(h.svc.deps, run),
    runProxyOperationJob(h.svc.deps, run),
  ]);
  // And once more after it ended: nothing happens.
  await runProxyOperationJob(h.svc.deps, run);

  expect(await count("events", token)).toBe(1);
  expect(await count("accounts", token)).toBe(type === "ignition.completed" ? 1 : 0);
  const [event] = await waitFor(async () => {
    const list = await h.events(token);
    return list.length ? list : null;
  }, "the event");
  expect(event.type).toBe(type);
  expect((await h.session(token)).status).toBe(type === "ignition.completed" ? "completed" : "errored");
});
