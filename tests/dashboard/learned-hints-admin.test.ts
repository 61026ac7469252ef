import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Role } from "@/lib/auth/roles";
import { searchAudit } from "@/lib/db/queries/audit";
import type { StaffUser } from "@/lib/db/queries/users";
import { learnedHints } from "@/lib/db/schema";
import type { Database } from "@/lib/db";
import { startHarness, type Harness } from "../fixtures/proxy/harness";
import { addStaff, signInAs } from "./signed-in";

// The learned-hints settings page's actions against the real service over HTTP: only an admin
// lists and removes what corrections taught, and a removal leaves an entry saying what was forgotten.

const ROLE_TOO_LOW = "Your role does not allow this.";

let h: Harness;
let closeFront: () => void;
const staff = {} as Record<Role, StaffUser>;
const HINT = "hnt_premiumkeystone0001";

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
  for (const role of ["admin", "reviewer", "viewer"] as const) staff[role] = await addStaff(role);
  await h.svc.deps.database.db.insert(learnedHints).values({
    id: HINT,
    clientId: h.client.clientId,
    carrierKey: "naic:24680",
    fingerprint: "lay1:0123456789abcdef0123456789abcdef",
    field: "premium",
    label: "contract amount due",
    relation: "right",
    kind: "money",
    geometry: { dx: 150, dx2: 210, dy: 0, nth: 0, labelIndex: 0 },
    agreements: 1,
    correctionId: "cor_taughtpremium00001",
    correctedBy: "rae@lender.example",
    documentId: "doc_keystone000000001",
  });
}, 60_000);
afterAll(async () => {
  closeFront?.();
  await h.close();
});

const load = () => import("@/lib/actions/learned-hints");

describe("learned hints in the dashboard", () => {
  for (const role of ["viewer", "reviewer"] as const)
    it(`a ${role} can neither list nor remove them`, async () => {
      const { listLearnedHintsAction, removeLearnedHintAction } = await load();
      await signInAs(staff[role]);
      expect(await listLearnedHintsAction()).toEqual({ ok: false, message: ROLE_TOO_LOW });
      expect(await removeLearnedHintAction({ id: HINT })).toEqual({ ok: false, message: ROLE_TOO_LOW });
    });

  it("an admin sees who taught what, where and from which document", async () => {
    const { listLearnedHintsAction } = await load();
    await signInAs(staff.admin);
    const r = await listLearnedHintsAction();
    expect(r.ok && r.data).toEqual([
      expect.objectContaining({
        id: HINT,
        field: "premium",
        carrierKey: "naic:24680",
        fingerprint: "lay1:0123456789abcdef0123456789abcdef",
        correctedBy: "rae@lender.example",
        documentId: "doc_keystone000000001",
        agreements: 1,
        trusted: false,
        createdAt: expect.any(String),
      }),
    ]);
  });

  it("refuses an id that is not a hint's before calling the service", async () => {
    const { removeLearnedHintAction } = await load();
    await signInAs(staff.admin);
    expect(await removeLearnedHintAction({ id: "../clients" })).toMatchObject({
      ok: false,
      fieldErrors: { id: expect.any(String) },
    });
  });

  it("an admin removes one, and the audit log says what was forgotten and who had taught it", async () => {
    const { listLearnedHintsAction, removeLearnedHintAction } = await load();
    await signInAs(staff.admin);
    expect(await removeLearnedHintAction({ id: HINT })).toEqual({ ok: true, data: { id: HINT } });
    const { rows } = await searchAudit({ action: "hint.removed" }, 1, 5);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorEmail: staff.admin.email,
      detail: {
        hintId: HINT,
        field: "premium",
        carrierKey: "naic:24680",
        fingerprint: "lay1:0123456789abcdef0123456789abcdef",
        taughtBy: "rae@lender.example",
        documentId: "doc_keystone000000001",
      },
    });
    expect(await listLearnedHintsAction()).toEqual({ ok: true, data: [] });
    // Gone: a second removal is the service's not-found, and logs nothing.
    expect(await removeLearnedHintAction({ id: HINT })).toMatchObject({ ok: false, errorCode: "not-found" });
    expect((await searchAudit({ action: "hint.removed" }, 1, 5)).rows).toHaveLength(1);
  });
});
