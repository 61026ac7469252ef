import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findVerification, insertVerification, setVerificationStatus } from "@/lib/db/queries/verifications";
import type { StoredPolicies } from "@/lib/db/queries/verifications";
import type { Database } from "@/lib/db";
import { lookup } from "../fixtures/proxy/lookups";
import { startHarness, waitFor, type Harness } from "../fixtures/proxy/harness";

// Issue 11, item 5: the dashboard's receiver for ignition events (app/api/webhooks/ignition), fed the
// service's real signed deliveries. Its service client talks HTTP to the real service, through a
// front door that can fail a request the way a restarting service would.

let h: Harness;
let POST: (req: Request) => Promise<Response>;
let closeFront: () => void;
const front = { failNext: null as RegExp | null, calls: [] as string[] };

beforeAll(async () => {
  h = await startHarness();
  const server = serve(
    {
      port: 0,
      hostname: "127.0.0.1",
      fetch: (req: Request) => {
        const call = `${req.method} ${new URL(req.url).pathname}`;
        front.calls.push(call);
        if (front.failNext?.test(call)) {
          front.failNext = null;
          return Response.json({ success: false, errorCode: "default", message: "restarting" }, { status: 503 });
        }
        return h.svc.app.fetch(req);
      },
    },
    () => {},
  );
  await new Promise((r) => server.once("listening", r));
  closeFront = () => server.close();
  const { port } = server.address() as AddressInfo;
  Object.assign(process.env, {
    SERVICE_BASE_URL: `http://127.0.0.1:${port}/api/v1`,
    SERVICE_CLIENT_ID: h.client.clientId,
    SERVICE_CLIENT_SECRET: h.client.clientSecret,
    SERVICE_WEBHOOK_SECRET: h.client.webhookSecret,
  });
  // The dashboard's database handle is the same database the service runs on, as in the app.
  (globalThis as { __covercheckDb?: Promise<Database> }).__covercheckDb = Promise.resolve(h.svc.deps.database);
  ({ POST } = await import("@/app/api/webhooks/ignition/route"));
}, 60_000);
afterAll(async () => {
  closeFront?.();
  await h.close();
});

/** A verification the dashboard started, proxied, with the service's delivery of its outcome. */
async function proxiedSession(policyNumber: string) {
  const token = await h.newSession();
  await insertVerification({
    token,
    method: "lookup",
    borrowerRef: "borrower-1",
    summary: { carrierName: null, carrierId: null, policyType: "auto", policyNumber, insured: null },
    consent: { by: { id: "u1", name: "Rev", email: "r@example.com" }, at: new Date().toISOString(), wording: "ok" },
    createdBy: "u1",
  });
  expect((await h.proxy(token, lookup(policyNumber))).status).toBe(202);
  await setVerificationStatus(token, "processing");
  const delivery = await waitFor(
    async () => h.receiver.received.find((r) => JSON.parse(r.body).data.token === token),
    "the delivery",
  );
  return { token, delivery };
}

function replay(delivery: { headers: Record<string, unknown>; body: string }): Promise<Response> {
  const headers = new Headers({ "content-type": "application/json" });
  for (const name of ["webhook-id", "webhook-timestamp", "webhook-signature"])
    headers.set(name, String(delivery.headers[name]));
  return POST(new Request("http://localhost/api/webhooks/ignition", { method: "POST", headers, body: delivery.body }));
}

/** Signs an envelope as the service does (Standard Webhooks, the client's whsec_ secret). */
function signed(envelope: { id: string } & Record<string, unknown>): Promise<Response> {
  const body = JSON.stringify(envelope);
  const now = new Date();
  const signature = new Webhook(h.client.webhookSecret).sign(envelope.id, now, body);
  return POST(
    new Request("http://localhost/api/webhooks/ignition", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "webhook-id": envelope.id,
        "webhook-timestamp": String(Math.floor(now.getTime() / 1000)),
        "webhook-signature": signature,
      },
      body,
    }),
  );
}

describe("ignition.completed when a read after the token exchange fails", () => {
  it("keeps the exchanged token and completes on the redelivery without spending the authCode again", async () => {
    const { token, delivery } = await proxiedSession("SBX-AUTO-1001");
    front.calls = [];
    front.failNext = /^GET \/api\/v1\/accounts\//;

    const first = await replay(delivery);
    expect(first.status).toBe(500);
    expect((await findVerification(token))?.status).toBe("processing");

    const retry = await replay(delivery);
    expect(retry.status, await retry.clone().text()).toBe(200);
    expect(await retry.json()).toMatchObject({ received: true, handled: true });
    const row = await findVerification(token);
    expect(row?.status).toBe("completed");
    expect((row?.policies as StoredPolicies).items).toHaveLength(1);
    expect(front.calls.filter((c) => c === "POST /api/v1/token/exchange")).toHaveLength(1);

    // A third delivery (at-least-once) changes nothing and exchanges nothing.
    expect((await replay(delivery)).status).toBe(200);
    expect(front.calls.filter((c) => c === "POST /api/v1/token/exchange")).toHaveLength(1);
  });
});

describe("event order", () => {
  it("a late ignition.errored never overwrites a newer completed; a newer one does", async () => {
    const { token, delivery } = await proxiedSession("SBX-AUTO-1001");
    expect((await replay(delivery)).status).toBe(200);
    const completed = JSON.parse(delivery.body);
    expect((await findVerification(token))?.status).toBe("completed");

    const errored = (id: string, createdAt: Date) => ({
      id,
      type: "ignition.errored",
      createdAt: createdAt.toISOString(),
      data: { ...completed.data, status: "errored", authCode: undefined, errorCode: "default", message: "Oops" },
    });
    const late = await signed(errored("evt_late0000000000000", new Date(Date.parse(completed.createdAt) - 60_000)));
    expect(late.status).toBe(200);
    const row = await findVerification(token);
    expect(row).toMatchObject({ status: "completed", errorCode: null });
    expect((row?.policies as StoredPolicies).items).toHaveLength(1);

    const newer = await signed(errored("evt_newer000000000000", new Date(Date.parse(completed.createdAt) + 60_000)));
    expect(newer.status).toBe(200);
    expect(await findVerification(token)).toMatchObject({ status: "errored", errorCode: "default" });
  });
});

describe("what the receiver accepts", () => {
  it("answers 2xx to an event type it does not know, and ignores it", async () => {
    const { token } = await proxiedSession("SBX-AUTO-1002");
    const res = await signed({
      id: "evt_unknown00000000000",
      type: "ignition.linked",
      createdAt: new Date().toISOString(),
      data: { token },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ received: true, ignored: true });
  });

  it("still refuses a bad signature with 400", async () => {
    const res = await POST(
      new Request("http://localhost/api/webhooks/ignition", {
        method: "POST",
        headers: { "webhook-id": "evt_x", "webhook-timestamp": "1", "webhook-signature": "v1,AAAA" },
        body: "{}",
      }),
    );
    expect(res.status).toBe(400);
  });

  it("refuses a body declared above 256 KiB with 413 before reading it", async () => {
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 64 * 1024;
        controller.enqueue(new Uint8Array(64 * 1024).fill(0x20));
        if (pulled >= 1024 * 1024) controller.close();
      },
    });
    const res = await POST(
      new Request("http://localhost/api/webhooks/ignition", {
        method: "POST",
        headers: { "content-length": String(1024 * 1024) },
        body,
        duplex: "half",
      } as RequestInit),
    );
    expect(res.status).toBe(413);
    expect(pulled).toBeLessThanOrEqual(2 * 64 * 1024);
  });

  it("cuts off a chunked body once it passes 256 KiB", async () => {
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 64 * 1024;
        controller.enqueue(new Uint8Array(64 * 1024).fill(0x20));
        if (pulled >= 8 * 1024 * 1024) controller.close();
      },
    });
    const res = await POST(
      new Request("http://localhost/api/webhooks/ignition", { method: "POST", body, duplex: "half" } as RequestInit),
    );
    expect(res.status).toBe(413);
    expect(pulled).toBeLessThan(512 * 1024);
  });
});
