import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RETRY_DELAYS_SECONDS } from "@/lib/service/events/schedule";
import { runMaintenance } from "@/lib/service/jobs/maintenance";
import { lookup } from "../fixtures/proxy/lookups";
import { startHarness, waitFor, type Harness } from "../fixtures/proxy/harness";

// At-least-once delivery on the contract's schedule, driven by the service clock (deps.now): the test moves
// the clock and runs the sweep that finds due attempts, instead of waiting minutes or days.

let clock = Date.now();
let h: Harness;
beforeAll(async () => {
  h = await startHarness({ deps: { now: () => new Date(clock) } });
});
afterAll(() => h.close());

async function eventOf(token: string) {
  return waitFor(async () => (await h.events(token))[0], "the event");
}

async function attemptsReach(token: string, n: number) {
  return waitFor(async () => {
    const [event] = await h.events(token);
    return event && event.attempts.length >= n && event.delivery.status !== "pending" ? event : null;
  }, `${n} attempt(s)`);
}

/** Moves the service clock and lets the sweep queue whatever became due. */
async function advance(seconds: number) {
  clock += seconds * 1000;
  await runMaintenance(h.svc.deps);
}

describe("webhook retries", () => {
  it("a receiver that fails twice then recovers gets the same event, signed, after 5 s and 30 s", async () => {
    const statuses = [500, 503, 200];
    h.receiver.respond = (n) => statuses[n] ?? 200;
    h.receiver.received.length = 0;
    const token = await h.newSession();
    expect((await h.proxy(token, lookup("SBX-AUTO-1001"))).status).toBe(202);

    let event = await attemptsReach(token, 1);
    expect(event.delivery).toMatchObject({ status: "failing", attemptCount: 1 });
    expect(Date.parse(event.delivery.nextAttemptAt ?? "") - clock).toBeGreaterThanOrEqual(5_000 - 50);

    // Not due yet by the service clock: the sweep sends nothing.
    expect((await runMaintenance(h.svc.deps)).dueEvents).toBe(0);
    await advance(5);
    event = await attemptsReach(token, 2);
    expect(event.delivery).toMatchObject({ status: "failing", attemptCount: 2 });

    await advance(29);
    expect((await h.events(token))[0].attempts).toHaveLength(2);
    await advance(1);
    event = await attemptsReach(token, 3);
    expect(event.delivery).toEqual({ status: "delivered", attemptCount: 3, nextAttemptAt: null });

    expect(event.attempts.map((a) => a.statusCode)).toEqual([500, 503, 200]);
    expect(event.attempts.map((a) => a.error)).toEqual(["HTTP 500", "HTTP 503", null]);
    const times = event.attempts.map((a) => Date.parse(a.attemptedAt));
    expect(times[1] - times[0]).toBeGreaterThanOrEqual(5_000);
    expect(times[2] - times[1]).toBeGreaterThanOrEqual(30_000);

    // The receiver saw one event id three times, with the same body, each verifiable with the client's secret.
    expect(h.receiver.received).toHaveLength(3);
    expect(new Set(h.receiver.received.map((r) => r.headers["webhook-id"]))).toEqual(new Set([event.id]));
    expect(new Set(h.receiver.received.map((r) => r.body)).size).toBe(1);
    const wh = new Webhook(h.client.webhookSecret);
    for (const r of h.receiver.received) {
      expect(wh.verify(r.body, r.headers as Record<string, string>)).toMatchObject({
        id: event.id,
        type: "ignition.completed",
      });
    }
    // A tampered body fails verification on the receiving side.
    const first = h.receiver.received[0];
    expect(() =>
      wh.verify(first.body.replace("completed", "errored"), first.headers as Record<string, string>),
    ).toThrow();

    // Delivered: nothing more is due, however far the clock moves.
    await advance(3600);
    await new Promise((r) => setTimeout(r, 300));
    expect(h.receiver.received).toHaveLength(3);
  });

  it(
    "keeps trying on the whole schedule, then gives up: 11 attempts over more than 24 hours",
    { timeout: 60_000 },
    async () => {
      const token = await h.newSession("http://127.0.0.1:9/unreachable");
      expect((await h.proxy(token, lookup("SBX-AUTO-1002"))).status).toBe(202);
      await attemptsReach(token, 1);
      for (const [i, delay] of RETRY_DELAYS_SECONDS.entries()) {
        await advance(delay - 1);
        expect((await h.events(token))[0].attempts).toHaveLength(i + 1);
        await advance(1);
        await attemptsReach(token, i + 2);
      }
      const [event] = await h.events(token);
      expect(event.delivery).toEqual({ status: "exhausted", attemptCount: 11, nextAttemptAt: null });
      // Coarse on purpose: the system error ("ECONNREFUSED 127.0.0.1:9") would map the service's network.
      expect(event.attempts.every((a) => a.statusCode === null && a.error === "connection failed")).toBe(true);
      const times = event.attempts.map((a) => Date.parse(a.attemptedAt));
      const gaps = times.slice(1).map((t, i) => Math.round((t - times[i]) / 1000));
      expect(gaps).toEqual([...RETRY_DELAYS_SECONDS]);
      expect(times[10] - times[0]).toBeGreaterThan(24 * 3600 * 1000);
      await advance(7 * 24 * 3600);
      expect((await h.events(token))[0].attempts).toHaveLength(11);
    },
  );
});

describe("POST /events/{id}/redeliver", () => {
  it("sends a delivered event again with the same id and records the attempt", async () => {
    h.receiver.respond = () => 200;
    const token = await h.newSession();
    expect((await h.proxy(token, lookup("SBX-AUTO-1002"))).status).toBe(202);
    const delivered = await attemptsReach(token, 1);
    expect(delivered.delivery.status).toBe("delivered");
    const before = h.receiver.received.length;
    clock += 1000;

    const res = await h.svc.call("POST", `/events/${delivered.id}/redeliver`, { headers: h.client.headers });
    expect(res.status).toBe(202);
    expect(res.body.data).toEqual({ id: delivered.id, status: "queued" });
    const event = await attemptsReach(token, 2);
    expect(event.attempts.map((a) => a.trigger)).toEqual(["schedule", "redeliver"]);
    expect(h.receiver.received).toHaveLength(before + 1);
    expect(h.receiver.received.at(-1)!.headers["webhook-id"]).toBe(delivered.id);
  });

  it("is 404 for an unknown event or another client's", async () => {
    const token = await h.newSession();
    await h.proxy(token, lookup("SBX-AUTO-1002"));
    const event = await eventOf(token);
    const other = await h.svc.newClient({ name: "Other", lienholderName: "Other Bank" });
    expect((await h.svc.call("POST", `/events/${event.id}/redeliver`, { headers: other.headers })).status).toBe(404);
    expect((await h.svc.call("POST", "/events/evt_nope/redeliver", { headers: h.client.headers })).status).toBe(404);
    expect((await h.svc.call("GET", `/ignition/${token}/events`, { headers: other.headers })).status).toBe(404);
  });
});
