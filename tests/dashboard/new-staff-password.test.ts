// First: it stands in for the Auth.js cookie before anything imports next-auth.
import { addStaff, openDashboardDb, signInAs } from "./signed-in";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MUST_CHANGE } from "@/lib/auth/current-user";
import type { Database } from "@/lib/db";
import { findUserForSignIn, type StaffUser } from "@/lib/db/queries/users";

// Issue 17: the "temporary password" an admin gives a new member was not temporary: the member
// could keep using it, though the admin knows it. Like a reset, it now opens only the
// change-password page until the member chooses their own.

let db: Database;
let admin: StaffUser;

beforeAll(async () => {
  db = await openDashboardDb();
  admin = await addStaff("admin", "Dana Admin");
}, 60_000);
afterAll(async () => {
  await db.close();
});

describe("a member added by an admin", () => {
  it("must choose their own password at first sign-in, and may do nothing else before", async () => {
    await signInAs(admin);
    const { addStaffAction } = await import("@/lib/actions/add-staff");
    const added = await addStaffAction({
      name: "Nia New",
      email: "nia@lender.example",
      password: "temporary-pass-1",
      role: "reviewer",
    });
    expect(added).toEqual({ ok: true, data: undefined });

    const nia = (await findUserForSignIn("nia@lender.example"))!;
    expect(nia.mustChangePassword).toBe(true);

    const { findUserById } = await import("@/lib/db/queries/users");
    await signInAs((await findUserById(nia.id))!);
    const { listVerificationsAction } = await import("@/lib/actions/verifications");
    expect(await listVerificationsAction({})).toEqual({ ok: false, message: MUST_CHANGE });

    const { changeOwnPasswordAction } = await import("@/lib/actions/change-own-password");
    const changed = await changeOwnPasswordAction({
      current: "temporary-pass-1",
      password: "nias-own-pass-2",
      confirm: "nias-own-pass-2",
    });
    expect(changed).toEqual({ ok: true, data: undefined });
    expect((await findUserForSignIn("nia@lender.example"))!.mustChangePassword).toBe(false);
    expect((await listVerificationsAction({})).ok).toBe(true);
  });
});
