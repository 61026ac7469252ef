import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Role } from "@/lib/auth/roles";
import { searchAudit } from "@/lib/db/queries/audit";
import type { StaffUser } from "@/lib/db/queries/users";
import type { Database } from "@/lib/db";
import { auditLog } from "@/lib/db/schema";
import { startHarness, type Harness } from "../fixtures/proxy/harness";
import { lookupInput } from "../fixtures/proxy/lookups";
import { addStaff, signInAs } from "./signed-in";

// Settings → Carrier logins against the real service over HTTP: only an admin lists, adds, replaces
// and removes the organisation's portal logins; each change is in the audit log by carrier, and
// neither half of a login is ever answered back or written down on the dashboard's side.

const ROLE_TOO_LOW = "Your role does not allow this.";
const USERNAME = "Acme Lending LLC";
const PASSWORD = "Zebra-portal-7731";
const ROTATED = "Quokka-portal-8842";

let h: Harness;
let closeFront: () => void;
let templateId: string;
const staff = {} as Record<Role, StaffUser>;

beforeAll(async () => {
  h = await startHarness({ worker: false });
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
  const { serviceClient } = await import("@/lib/service-client");
  templateId = (await (await serviceClient()).listTemplates()).find(
    (t) => t.displayName === "Auto loan — standard",
  )!.id;
}, 60_000);
afterAll(async () => {
  closeFront?.();
  await h.close();
});

const load = () => import("@/lib/actions/carrier-logins");
const allstate = async () => {
  const { listCarrierLoginsAction } = await load();
  const r = await listCarrierLoginsAction();
  if (!r.ok) throw new Error(r.message);
  return r.data.find((row) => row.carrier.id === "car_allstate")!;
};
/** Every audit row as stored, detail and all, as one string to search. */
const auditText = async () => JSON.stringify(await h.svc.deps.database.db.select().from(auditLog));

const lookupAtAllstate = () => ({
  lookup: lookupInput("SBX-AUTO-1001", { carrier: "car_allstate" }),
  borrowerRef: "loan-allstate-1",
  loan: { templateId, loanNumber: "LN-1" },
  metadata: [],
  consent: true,
});

describe("carrier logins in the dashboard", () => {
  for (const role of ["viewer", "reviewer"] as const)
    it(`a ${role} can neither list, add nor remove them`, async () => {
      const { listCarrierLoginsAction, saveCarrierLoginAction, removeCarrierLoginAction } = await load();
      await signInAs(staff[role]);
      expect(await listCarrierLoginsAction()).toEqual({ ok: false, message: ROLE_TOO_LOW });
      expect(await saveCarrierLoginAction("car_allstate", { username: USERNAME, password: PASSWORD })).toEqual({
        ok: false,
        message: ROLE_TOO_LOW,
      });
      expect(await removeCarrierLoginAction("car_state-farm")).toEqual({ ok: false, message: ROLE_TOO_LOW });
      await signInAs(staff.admin);
      expect((await allstate()).login).toBeNull();
      expect(await auditText()).not.toContain("carrier-login");
    });

  it("lists only the carriers with lookup, with whether a login is on file", async () => {
    const { listCarrierLoginsAction } = await load();
    await signInAs(staff.admin);
    const r = await listCarrierLoginsAction();
    if (!r.ok) throw new Error(r.message);
    const ids = r.data.map((row) => row.carrier.id);
    expect(ids).toContain("car_state-farm");
    expect(ids).not.toContain("car_lemonade");
    expect(r.data.find((row) => row.carrier.id === "car_state-farm")!.login).toEqual({
      createdAt: expect.any(String),
      modifiedAt: expect.any(String),
    });
    expect((await allstate()).login).toBeNull();
  });

  it("refuses a bad login or carrier before calling the service, and says which field", async () => {
    const { saveCarrierLoginAction, removeCarrierLoginAction } = await load();
    await signInAs(staff.admin);
    expect(await saveCarrierLoginAction("car_allstate", { username: USERNAME, password: "" })).toMatchObject({
      ok: false,
      fieldErrors: { password: "Enter the portal password." },
    });
    expect(await saveCarrierLoginAction("car_allstate", { username: "  ", password: PASSWORD })).toMatchObject({
      ok: false,
      fieldErrors: { username: expect.any(String) },
    });
    for (const bad of ["../clients", "car_allstate/../x", 7])
      expect(await removeCarrierLoginAction(bad)).toEqual({ ok: false, message: "Choose a carrier from the list." });
    expect(await saveCarrierLoginAction("car_nowhere", { username: USERNAME, password: PASSWORD })).toMatchObject({
      ok: false,
      errorCode: "not-found",
    });
    expect((await allstate()).login).toBeNull();
  });

  it("an admin adds, replaces and removes the Allstate login; the log names the carrier, never the login", async () => {
    const { saveCarrierLoginAction, removeCarrierLoginAction } = await load();
    const { startLookupAction } = await import("@/lib/actions/start-lookup");
    const { getVerifyOptionsAction } = await import("@/lib/actions/verify-options");

    // A reviewer's lookup is refused first: the advice stands alone and says who adds the login.
    await signInAs(staff.reviewer);
    const refused = await startLookupAction(lookupAtAllstate());
    expect(refused).toMatchObject({ ok: false, errorCode: "no-credentials" });
    if (refused.ok) return;
    expect(refused.message).toContain("An admin can add one in Settings → Carrier logins");
    expect(refused.message).not.toMatch(/service operator/);
    const forReviewer = await getVerifyOptionsAction();
    expect(forReviewer.ok && forReviewer.data.noCredentials).toHaveProperty("car_allstate");
    expect(forReviewer.ok && forReviewer.data.canManageCarrierLogins).toBe(false);

    await signInAs(staff.admin);
    const asAdmin = await startLookupAction(lookupAtAllstate());
    expect(!asAdmin.ok && asAdmin.message).toContain("Add one in Settings → Carrier logins");
    const forAdmin = await getVerifyOptionsAction();
    expect(forAdmin.ok && forAdmin.data.canManageCarrierLogins).toBe(true);

    const added = await saveCarrierLoginAction("car_allstate", { username: USERNAME, password: PASSWORD });
    expect(added).toEqual({
      ok: true,
      data: {
        carrierId: "car_allstate",
        naicCode: "19232",
        active: true,
        createdAt: expect.any(String),
        modifiedAt: expect.any(String),
      },
    });
    expect((await allstate()).login).not.toBeNull();
    // The refusal remembered before the login was added no longer marks the carrier.
    const after = await getVerifyOptionsAction();
    expect(after.ok && after.data.noCredentials).not.toHaveProperty("car_allstate");
    expect(await startLookupAction(lookupAtAllstate())).toMatchObject({ ok: true });

    const replaced = await saveCarrierLoginAction("car_allstate", { username: USERNAME, password: ROTATED });
    expect(replaced.ok && replaced.data.createdAt).toBe(added.ok && added.data.createdAt);
    expect(replaced.ok && replaced.data.modifiedAt).not.toBe(added.ok && added.data.modifiedAt);
    expect(await removeCarrierLoginAction("car_allstate")).toEqual({ ok: true, data: { carrierId: "car_allstate" } });
    expect((await allstate()).login).toBeNull();
    // Gone: a second removal is the service's not-found, and logs nothing.
    expect(await removeCarrierLoginAction("car_allstate")).toMatchObject({ ok: false, errorCode: "not-found" });

    const { rows } = await searchAudit({}, 1, 20);
    const mine = rows.filter((e) => e.action.startsWith("carrier-login.")).reverse();
    expect(mine.map((e) => [e.action, e.actorEmail, e.detail])).toEqual(
      ["carrier-login.added", "carrier-login.replaced", "carrier-login.removed"].map((action) => [
        action,
        staff.admin.email,
        { carrierId: "car_allstate", carrier: "Allstate Insurance Company", naicCode: "19232" },
      ]),
    );
    const everything = await auditText();
    for (const secret of [PASSWORD, ROTATED, USERNAME]) expect(everything).not.toContain(secret);
    for (const answer of [added, replaced]) expect(JSON.stringify(answer)).not.toMatch(/Zebra|Quokka|Acme/);
  });
});
