import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Role } from "@/lib/auth/roles";
import { setPasswordHash } from "@/lib/db/queries/staff-admin";
import type { StaffUser } from "@/lib/db/queries/users";
import type { Database } from "@/lib/db";
import { addStaff, openDashboardDb, PASSWORD, signInAs, type Who } from "./signed-in";

// Every server action and download route this work added or touched, run as each kind of staff:
// signed out, viewer, reviewer, admin. The role check is the real one (session row, deactivation,
// role rank in the database); each call sends input the action refuses after the role check, so a
// permitted role is told about its input and a refused one about its role, and nothing changes.

const SIGNED_OUT = "Your session has ended. Please sign in again.";
const ROLE_TOO_LOW = "Your role does not allow this.";
const MUST_CHANGE = "Choose a new password first.";

let db: Database;
const staff = {} as Record<Role, StaffUser>;
let mustChange: StaffUser;
let deactivated: StaffUser;

type Call = () => Promise<{ ok: boolean; message?: string } | Response>;
const actions: { name: string; needs: Role; call: Call }[] = [];

beforeAll(async () => {
  db = await openDashboardDb();
  for (const role of ["admin", "reviewer", "viewer"] as const) staff[role] = await addStaff(role);
  mustChange = await addStaff("admin", "Reset Admin");
  await setPasswordHash(mustChange.id, "x", true);
  deactivated = await addStaff("admin", "Gone Admin");

  const { addStaffAction } = await import("@/lib/actions/add-staff");
  const { changeStaffRoleAction } = await import("@/lib/actions/staff/change-staff-role");
  const { setStaffActiveAction } = await import("@/lib/actions/staff/set-staff-active");
  const { resetStaffPasswordAction } = await import("@/lib/actions/staff/reset-staff-password");
  const { saveVerificationSettingsAction } = await import("@/lib/actions/save-verification-settings");
  const { saveTemplateAction } = await import("@/lib/actions/validation/save-template");
  const { listAuditAction } = await import("@/lib/actions/list-audit");
  const { startLookupAction } = await import("@/lib/actions/start-lookup");
  const { rerunDocumentAction } = await import("@/lib/actions/rerun-document");
  const { runValidationAction } = await import("@/lib/actions/validation/run-validation");
  const { getRetryPrefillAction } = await import("@/lib/actions/retry-prefill");
  const { listVerificationsAction, getVerificationAction } = await import("@/lib/actions/verifications");
  const { verificationStatusesAction } = await import("@/lib/actions/verification-statuses");
  const report = await import("@/app/api/reports/[token]/route");
  const sessionsCsv = await import("@/app/api/exports/sessions/route");
  const auditCsv = await import("@/app/api/exports/audit/route");
  const uploads = await import("@/app/api/uploads/route");

  actions.push(
    { name: "addStaffAction", needs: "admin", call: () => addStaffAction({}) },
    { name: "changeStaffRoleAction", needs: "admin", call: () => changeStaffRoleAction({ userId: "" }) },
    { name: "setStaffActiveAction", needs: "admin", call: () => setStaffActiveAction({ userId: "" }) },
    { name: "resetStaffPasswordAction", needs: "admin", call: () => resetStaffPasswordAction({ userId: "" }) },
    { name: "saveVerificationSettingsAction", needs: "admin", call: () => saveVerificationSettingsAction({}) },
    { name: "saveTemplateAction", needs: "admin", call: () => saveTemplateAction({ body: {} }) },
    { name: "listAuditAction", needs: "admin", call: () => listAuditAction({ session: "no-such-session" }) },
    { name: "startLookupAction", needs: "reviewer", call: () => startLookupAction({}) },
    { name: "rerunDocumentAction", needs: "reviewer", call: () => rerunDocumentAction({}) },
    { name: "runValidationAction", needs: "reviewer", call: () => runValidationAction({} as never) },
    { name: "getRetryPrefillAction", needs: "reviewer", call: () => getRetryPrefillAction("ign_missing") },
    { name: "listVerificationsAction", needs: "viewer", call: () => listVerificationsAction({ q: "nothing" }) },
    { name: "getVerificationAction", needs: "viewer", call: () => getVerificationAction("ign_missing") },
    { name: "verificationStatusesAction", needs: "viewer", call: () => verificationStatusesAction("not a list") },
    {
      name: "GET /api/reports/{token}",
      needs: "viewer",
      call: () => report.GET(new Request("http://t/"), { params: Promise.resolve({ token: "ign_missing" }) }),
    },
    {
      name: "GET /api/exports/sessions",
      needs: "viewer",
      call: () => sessionsCsv.GET(new Request("http://t/api/exports/sessions?q=nothing")),
    },
    {
      name: "GET /api/exports/audit",
      needs: "admin",
      call: () => auditCsv.GET(new Request("http://t/api/exports/audit?session=nothing")),
    },
    {
      name: "POST /api/uploads",
      needs: "reviewer",
      call: () => uploads.POST(new Request("http://t/api/uploads", { method: "POST", body: new FormData() })),
    },
  );
}, 60_000);
afterAll(async () => {
  await db.close();
});

const RANK: Record<Who, number> = { "signed-out": -1, viewer: 0, reviewer: 1, admin: 2 };

/** The refusal message an action or route gave, or null when it went past the role check. */
async function refusal(result: Awaited<ReturnType<Call>>): Promise<string | null> {
  if (result instanceof Response) {
    if (result.status !== 401 && result.status !== 403) return null;
    const body = (await result.json()) as { success: boolean; message: string };
    expect(body.success).toBe(false);
    return body.message;
  }
  return !result.ok && [SIGNED_OUT, ROLE_TOO_LOW, MUST_CHANGE].includes(result.message!) ? result.message! : null;
}

describe("role rules of every server action and download", () => {
  for (const who of ["signed-out", "viewer", "reviewer", "admin"] as const) {
    it(`as ${who}`, async () => {
      await signInAs(who === "signed-out" ? null : staff[who]);
      for (const a of actions) {
        const expected = who === "signed-out" ? SIGNED_OUT : RANK[who] >= RANK[a.needs] ? null : ROLE_TOO_LOW;
        expect({ action: a.name, refusal: await refusal(await a.call()) }).toEqual({
          action: a.name,
          refusal: expected,
        });
      }
    });
  }

  it("a member whose password was reset may do nothing but choose a new one", async () => {
    await signInAs(mustChange);
    for (const a of actions)
      expect({ action: a.name, refusal: await refusal(await a.call()) }).toEqual({
        action: a.name,
        refusal: MUST_CHANGE,
      });
    const { changeOwnPasswordAction } = await import("@/lib/actions/change-own-password");
    expect(await changeOwnPasswordAction({ current: "wrong", password: "x", confirm: "y" })).toMatchObject({
      ok: false,
      message: "Please correct the highlighted fields.",
    });
  });

  it("a deactivated admin's open session counts as signed out everywhere", async () => {
    await signInAs(deactivated);
    const { setStaffActiveAction } = await import("@/lib/actions/staff/set-staff-active");
    await signInAs(staff.admin);
    expect(await setStaffActiveAction({ userId: deactivated.id, active: false })).toEqual({
      ok: true,
      data: undefined,
    });
    // Signing in again is refused at the door, and the session made before is gone.
    const { authorizeCredentials } = await import("@/lib/auth/credentials");
    await expect(authorizeCredentials({ email: deactivated.email, password: PASSWORD })).rejects.toMatchObject({
      code: "deactivated",
    });
    await signInAs(deactivated);
    for (const a of actions)
      expect({ action: a.name, refusal: await refusal(await a.call()) }).toEqual({
        action: a.name,
        refusal: SIGNED_OUT,
      });
  });

  it("changing one's own password needs only to be signed in", async () => {
    const { changeOwnPasswordAction } = await import("@/lib/actions/change-own-password");
    await signInAs(null);
    expect(await changeOwnPasswordAction({})).toMatchObject({ ok: false, message: SIGNED_OUT });
    await signInAs(staff.viewer);
    expect(await changeOwnPasswordAction({})).toMatchObject({
      ok: false,
      message: "Please correct the highlighted fields.",
    });
  });
});
