import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";
import { runProxyOperationJob } from "@/lib/service/jobs/proxy-operation";
import { startHarness, waitFor, type Harness } from "../fixtures/proxy/harness";

// pg-boss hands a job out again once it outlives its expiry, while the first run may still be
// reading the document. The second run must wait for the first, not read the document alongside:
// the document is downloaded once, and the operation ends once.

const pdf = readFileSync("tests/fixtures/documents/auto-declarations.pdf");
let downloads = 0;
const server = createServer((_req, res) => {
  downloads++;
  // A slow server keeps the first run busy while the second arrives.
  setTimeout(() => res.writeHead(200, { "content-type": "application/pdf" }).end(pdf), 1_500);
});
let url = "";
let h: Harness;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  h = await startHarness({ worker: false, deps: { outboundAllowOrigins: [url] } });
});
afterAll(async () => {
  await h.close();
  await new Promise((resolve) => server.close(resolve));
});

it("reads a document once when its job runs twice at once, and finishes the operation once", async () => {
  const token = await h.newSession();
  const accepted = await h.proxy(token, {
    operation: "process-document",
    input: { name: "dec-page", source: "carrier", policyType: "auto", url: `${url}declarations.pdf` },
  });
  expect(accepted.status).toBe(202);
  const run = { operationId: accepted.body.data.id, retryCount: 0, retryLimit: 3 };

  // The first run, and the redelivery of its job while it is still downloading.
  const first = runProxyOperationJob(h.svc.deps, run);
  await waitFor(async () => downloads === 1, "the first run to start downloading");
  await Promise.all([first, runProxyOperationJob(h.svc.deps, { ...run, retryCount: 1 })]);

  expect(downloads).toBe(1);
  const events = await waitFor(async () => {
    const list = await h.events(token);
    return list.length ? list : null;
  }, "the event");
  expect(events.map((e) => e.type)).toEqual(["ignition.completed"]);
  const { rows } = await h.svc.deps.database.raw.query<{ claimed_until: Date | null }>(
    "select claimed_until from service.proxy_operations where id = $1",
    [run.operationId],
  );
  expect(rows[0].claimed_until).toBeNull();
});
