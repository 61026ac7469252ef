import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listAuditForToken } from "@/lib/db/queries/audit";
import type { StaffUser } from "@/lib/db/queries/users";
import { findVerification, listTimeline, setVerificationStatus } from "@/lib/db/queries/verifications";
import type { Database } from "@/lib/db";
import { startHarness, type Harness } from "../fixtures/proxy/harness";
import { lookupInput } from "../fixtures/proxy/lookups";
import { addStaff, signInAs } from "./signed-in";

// Edit-and-retry against the real service over HTTP: the lookup form's input is kept with the
// session, comes back to prefill the form once the lookup errored, and the corrected retry is a new
// session linked both ways to the old one, which can then not be retried a second time.

let h: Harness;
let closeFront: () => void;
let reviewer: StaffUser;
let templateId: string;

const form = (policyNumber: string) => ({
  lookup: lookupInput(policyNumber),
  borrowerRef: "loan-retry-1",
  loan: { templateId, loanNumber: "LN-1" },
  metadata: [{ key: "branch", value: "north" }],
  consent: true,
});

beforeAll(async () => {
  h = await startHarness();
  const server = serve({ port: 0, hostname: "127.0.0.1", fetch: (req: Request) => h.svc.app.fetch(req) }, () => {});
  await new Promise((r) => server.once("listening", r));
  closeFront = () => server.close();
  const { port } = server.address() as AddressInfo;
  Object.assign(process.env, {
    SERVICE_BASE_URL: `http://127.0.0.1:${port}/api/v1`,
    SERVICE_CLIENT_ID: h.client.clientId,
    SERVICE_CLIENT_SECRET: h.client.clientSecret,
    SERVICE_WEBHOOK_SECRET: h.client.webhookSecret,
  });
  (globalThis as { __covercheckDb?: Promise<Database> }).__covercheckDb = Promise.resolve(h.svc.deps.database);
  reviewer = await addStaff("reviewer", "Rae Reviewer");
  await signInAs(reviewer);
  const { serviceClient } = await import("@/lib/service-client");
  templateId = (await (await serviceClient()).listTemplates()).find(
    (t) => t.displayName === "Auto loan — standard",
  )!.id;
}, 60_000);
afterAll(async () => {
  closeFront?.();
  await h.close();
});

describe("edit and retry an errored lookup", () => {
  it("prefills from what was sent, links old and new, and logs the retry", async () => {
    const { startLookupAction } = await import("@/lib/actions/start-lookup");
    const { getRetryPrefillAction } = await import("@/lib/actions/retry-prefill");
    const first = await startLookupAction(form("SBX-AUTO-2002"));
    expect(first.ok).toBe(true);
    const old = first.ok ? first.data.token : "";
    expect((await listAuditForToken(old)).map((e) => e.action)).toEqual(["verification.lookup-started"]);

    // Still running: nothing to retry yet.
    expect(await getRetryPrefillAction(old)).toMatchObject({ ok: false, errorCode: "not-retryable" });
    expect(await startLookupAction(form("SBX-AUTO-1001"), old)).toMatchObject({ errorCode: "not-retryable" });
    // The webhook's part: the carrier said the policy is not active.
    await setVerificationStatus(old, "errored", { errorCode: "policy-not-active", errorMessage: "Not active." });

    const prefill = await getRetryPrefillAction(old);
    expect(prefill).toEqual({
      ok: true,
      data: {
        token: old,
        errorMessage: "Not active.",
        values: {
          lookup: lookupInput("SBX-AUTO-2002"),
          borrowerRef: "loan-retry-1",
          loan: { templateId, loanNumber: "LN-1" },
          metadata: [{ key: "branch", value: "north" }],
        },
      },
    });

    const corrected = {
      ...(prefill.ok ? prefill.data.values : {}),
      lookup: lookupInput("SBX-AUTO-1001"),
      consent: true,
    };
    const retry = await startLookupAction(corrected, old);
    expect(retry.ok).toBe(true);
    const fresh = retry.ok ? retry.data.token : "";
    expect(fresh).not.toBe(old);
    expect(await findVerification(old)).toMatchObject({ status: "errored", retriedAs: fresh });
    expect(await findVerification(fresh)).toMatchObject({ retryOf: old, status: "processing" });
    expect((await listTimeline(old)).at(-1)).toMatchObject({ kind: "retried", detail: { token: fresh } });
    expect((await listTimeline(fresh)).map((e) => e.kind)).toContain("retry-of");
    expect(await listAuditForToken(old)).toEqual([
      expect.objectContaining({ action: "verification.lookup-started" }),
      expect.objectContaining({
        action: "verification.retried",
        actorEmail: reviewer.email,
        detail: { retriedAs: fresh },
      }),
    ]);

    // Once is enough: a second tab cannot retry it again.
    expect(await getRetryPrefillAction(old)).toMatchObject({ ok: false, errorCode: "already-retried" });
    expect(await startLookupAction(corrected, old)).toMatchObject({ ok: false, errorCode: "already-retried" });
  });
});
