import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifySecret } from "@/lib/crypto/scrypt";
import { listAuditForToken, searchAudit } from "@/lib/db/queries/audit";
import { findPasswordHash } from "@/lib/db/queries/staff-admin";
import { findLiveAuthSession, findUserById, type StaffUser } from "@/lib/db/queries/users";
import { insertVerification, setVerificationStatus } from "@/lib/db/queries/verifications";
import type { Database } from "@/lib/db";
import { CONSENT_WORDING } from "@/lib/schemas/consent";
import { addStaff, openDashboardDb, PASSWORD, signInAs } from "./signed-in";

// Staff administration and the downloads, run for real against a migrated database: each change
// happens, is refused where it must be, and leaves its entry in the audit log.

let db: Database;
let admin: StaffUser;

const actions = {
  add: async () => (await import("@/lib/actions/add-staff")).addStaffAction,
  role: async () => (await import("@/lib/actions/staff/change-staff-role")).changeStaffRoleAction,
  active: async () => (await import("@/lib/actions/staff/set-staff-active")).setStaffActiveAction,
  reset: async () => (await import("@/lib/actions/staff/reset-staff-password")).resetStaffPasswordAction,
  own: async () => (await import("@/lib/actions/change-own-password")).changeOwnPasswordAction,
};

async function lastEntry() {
  const { rows } = await searchAudit({}, 1, 1);
  return rows[0];
}

beforeAll(async () => {
  db = await openDashboardDb();
  admin = await addStaff("admin", "Dana Admin");
  await signInAs(admin);
}, 60_000);
afterAll(async () => {
  await db.close();
});

describe("staff administration", () => {
  it("adds a member and says who added whom", async () => {
    const add = await actions.add();
    const r = await add({ name: "Rae Reviewer", email: "rae@lender.example", password: PASSWORD, role: "reviewer" });
    expect(r).toEqual({ ok: true, data: undefined });
    expect(await lastEntry()).toMatchObject({
      actorEmail: admin.email,
      actorName: "Dana Admin",
      action: "staff.added",
      detail: { member: "rae@lender.example", role: "reviewer" },
    });
  });

  it("changes a role, and will not let the last active admin demote themselves", async () => {
    const role = await actions.role();
    const member = await addStaff("viewer", "Vic Viewer");
    expect(await role({ userId: member.id, role: "reviewer" })).toEqual({ ok: true, data: undefined });
    expect((await findUserById(member.id))!.role).toBe("reviewer");
    expect(await lastEntry()).toMatchObject({
      action: "staff.role-changed",
      detail: { member: member.email, from: "viewer", to: "reviewer" },
    });

    expect(await role({ userId: admin.id, role: "viewer" })).toMatchObject({ ok: false, errorCode: "last-admin" });
    expect((await findUserById(admin.id))!.role).toBe("admin");
    expect((await lastEntry()).action).toBe("staff.role-changed");
    expect(await role({ userId: "no-such-member", role: "viewer" })).toMatchObject({ errorCode: "not-found" });
  });

  it("deactivates a member: their sessions end and sign-in is refused, with both in the log", async () => {
    const active = await actions.active();
    const member = await addStaff("viewer", "Val Viewer");
    const sid = (await signInAs(member))!;
    await signInAs(admin);
    expect(await active({ userId: member.id, active: false })).toEqual({ ok: true, data: undefined });
    expect(await findLiveAuthSession(sid, new Date())).toBeNull();
    expect(await lastEntry()).toMatchObject({ action: "staff.deactivated", detail: { member: member.email } });

    const { authorizeCredentials } = await import("@/lib/auth/credentials");
    await expect(authorizeCredentials({ email: member.email, password: PASSWORD })).rejects.toMatchObject({
      code: "deactivated",
    });
    expect(await lastEntry()).toMatchObject({ action: "account.sign-in-refused", actorEmail: member.email });
    // A wrong password says nothing about the account, and is not logged as the member.
    expect(await authorizeCredentials({ email: member.email, password: "wrong-password" })).toBeNull();

    expect(await active({ userId: member.id, active: true })).toEqual({ ok: true, data: undefined });
    expect(await lastEntry()).toMatchObject({ action: "staff.reactivated" });
    expect(await authorizeCredentials({ email: member.email, password: PASSWORD })).toMatchObject({
      email: member.email,
    });
    expect(await lastEntry()).toMatchObject({ action: "account.signed-in", actorEmail: member.email });
  });

  it("keeps one active admin: the last cannot deactivate themselves, one of two can", async () => {
    const active = await actions.active();
    expect(await active({ userId: admin.id, active: false })).toMatchObject({ ok: false, errorCode: "last-admin" });
    const second = await addStaff("admin", "Sam Admin");
    expect(await active({ userId: admin.id, active: false })).toEqual({ ok: true, data: undefined });
    await signInAs(second);
    expect(await active({ userId: second.id, active: false })).toMatchObject({ errorCode: "last-admin" });
    expect(await active({ userId: admin.id, active: true })).toEqual({ ok: true, data: undefined });
    await signInAs(admin);
  });

  it("resets a password to a one-time one the member must replace, ending their sessions", async () => {
    const reset = await actions.reset();
    const member = await addStaff("reviewer", "Rob Reviewer");
    const old = (await signInAs(member))!;
    await signInAs(admin);
    const r = await reset({ userId: member.id });
    expect(r.ok).toBe(true);
    const temporary = r.ok ? r.data.temporary! : "";
    expect(temporary).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(await verifySecret(temporary, (await findPasswordHash(member.id))!)).toBe(true);
    expect(await findLiveAuthSession(old, new Date())).toBeNull();
    expect((await findUserById(member.id))!.mustChangePassword).toBe(true);
    expect(await lastEntry()).toMatchObject({ action: "staff.password-reset", detail: { member: member.email } });
    expect(JSON.stringify(await lastEntry())).not.toContain(temporary);

    // The member signs in with it and must choose their own; other sessions end, this one stays.
    const own = await actions.own();
    const mine = (await signInAs(member))!;
    const elsewhere = (await signInAs(member))!;
    await signInAs(null);
    (globalThis as { __testCookie?: unknown }).__testCookie = { sid: mine, userId: member.id };
    expect(await own({ current: temporary, password: "my-own-pass-99", confirm: "my-own-pass-99" })).toEqual({
      ok: true,
      data: undefined,
    });
    expect((await findUserById(member.id))!.mustChangePassword).toBe(false);
    expect(await findLiveAuthSession(mine, new Date())).not.toBeNull();
    expect(await findLiveAuthSession(elsewhere, new Date())).toBeNull();
    expect(await lastEntry()).toMatchObject({ action: "account.password-changed", actorEmail: member.email });
    await signInAs(admin);
  });

  it("sets the password an admin chose instead of generating one", async () => {
    const reset = await actions.reset();
    const member = await addStaff("viewer", "Vera Viewer");
    expect(await reset({ userId: member.id, password: "chosen-by-admin-1" })).toEqual({
      ok: true,
      data: { temporary: null },
    });
    expect(await verifySecret("chosen-by-admin-1", (await findPasswordHash(member.id))!)).toBe(true);
    expect(await reset({ userId: member.id, password: "short" })).toMatchObject({
      ok: false,
      fieldErrors: { password: "Use at least 10 characters." },
    });
  });
});

describe("downloads and the audit log", () => {
  const token = "ign_audit_report";

  beforeAll(async () => {
    await insertVerification({
      token,
      method: "lookup",
      borrowerRef: '=HYPERLINK("http://evil")',
      summary: {
        carrierName: "State Farm",
        carrierId: null,
        policyType: "auto",
        policyNumber: "-5+3",
        insured: 'Ann, "Lee"',
      },
      consent: {
        by: { id: admin.id, name: admin.name, email: admin.email },
        at: new Date().toISOString(),
        wording: CONSENT_WORDING,
      },
      createdBy: admin.id,
    });
    await setVerificationStatus(token, "errored", {
      errorCode: "policy-not-active",
      errorMessage: "The policy is not active.",
    });
  });

  it("a report download is logged against the session and appears in the report itself", async () => {
    const { GET } = await import("@/app/api/reports/[token]/route");
    const res = await GET(new Request("http://t/"), { params: Promise.resolve({ token }) });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(await res.arrayBuffer())), {
      mergePages: true,
    });
    expect(text).toContain("No verdict (errored)");
    expect(text).toContain("The verification ended in an error: The policy is not active.");
    expect(text).toContain("Downloaded a report");
    expect((await listAuditForToken(token)).map((e) => e.action)).toEqual(["report.downloaded"]);

    const missing = await GET(new Request("http://t/"), { params: Promise.resolve({ token: "ign_nope" }) });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ success: false, errorCode: "not-found" });
  });

  it("the sessions CSV keeps the list's filter, escapes formulas and quotes, and is logged", async () => {
    const { GET } = await import("@/app/api/exports/sessions/route");
    const res = await GET(new Request("http://t/api/exports/sessions?status=errored&q=audit_report"));
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const lines = (await res.text())
      .replace(/^\ufeff/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toMatch(/^Session,Method,Status,Verdict/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`ign_audit_report,lookup,errored,`);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(lines[1]).toContain(`"Ann, ""Lee"""`);
    expect(lines[1]).toContain(`,'-5+3,`);
    const none = await GET(new Request("http://t/api/exports/sessions?status=completed&q=audit_report"));
    expect((await none.text()).trim().split("\r\n")).toHaveLength(1);
    expect(await lastEntry()).toMatchObject({
      action: "sessions.exported",
      detail: { filter: { status: "completed", q: "audit_report" } },
    });
  });

  it("the audit log searches by actor, action, session and day, and exports what it found", async () => {
    const { listAuditAction } = await import("@/lib/actions/list-audit");
    const bySession = await listAuditAction({ session: "audit_report" });
    expect(bySession.ok && bySession.data.items.map((i) => i.action)).toEqual(["report.downloaded"]);
    const byAction = await listAuditAction({ action: "staff.deactivated", actor: "dana" });
    expect(byAction.ok && byAction.data.total).toBe(2);
    const today = new Date().toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    expect((await listAuditAction({ to: yesterday })).ok && (await listAuditAction({ to: yesterday }))).toMatchObject({
      data: { total: 0 },
    });
    const all = await listAuditAction({ from: today, to: today });
    expect(all.ok && all.data.total).toBeGreaterThan(10);
    // An unknown action name is ignored, not searched for.
    expect(await listAuditAction({ action: "drop table" })).toMatchObject({
      data: { total: all.ok && all.data.total },
    });

    const { GET } = await import("@/app/api/exports/audit/route");
    const bytes = new Uint8Array(
      await (await GET(new Request("http://t/api/exports/audit?action=staff.deactivated"))).arrayBuffer(),
    );
    // A byte-order mark first, or Excel reads the UTF-8 as another code page.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = new TextDecoder().decode(bytes).trim().split("\r\n");
    expect(rows[0]).toBe("When (UTC),Who,Email,Action,Action code,Session,Details");
    expect(rows.slice(1).every((r) => r.includes(",Deactivated a member,staff.deactivated,"))).toBe(true);
    expect(rows).toHaveLength(3);
    expect(await lastEntry()).toMatchObject({
      action: "audit.exported",
      detail: { search: { action: "staff.deactivated" } },
    });
  });
});
