import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Role } from "@/lib/auth/roles";
import type { Database } from "@/lib/db";
import { listAuditForToken } from "@/lib/db/queries/audit";
import { findReviewState, listReviewNotes } from "@/lib/db/queries/reviews";
import type { StaffUser } from "@/lib/db/queries/users";
import { listTimeline } from "@/lib/db/queries/verifications";
import { addSession, dayFromToday } from "./review-fixtures";
import { addStaff, openDashboardDb, signInAs, type Who } from "./signed-in";

// Who may assign, decide and note, with the real role check against a migrated database: a viewer
// (and a stranger) is refused every one, and the refusal leaves nothing behind.

const SIGNED_OUT = "Your session has ended. Please sign in again.";
const ROLE_TOO_LOW = "Your role does not allow this.";

let db: Database;
const staff = {} as Record<Role, StaffUser>;
let token = "";

const calls = {
  assign: async () =>
    (await import("@/lib/actions/review/assign-review")).assignReviewAction({ token, assigneeId: staff.reviewer.id }),
  decide: async () =>
    (await import("@/lib/actions/review/decide-review")).decideReviewAction({
      token,
      kind: "accepted-exception",
      reason: "Collision added at renewal",
      expiresOn: dayFromToday(20),
    }),
  note: async () =>
    (await import("@/lib/actions/review/add-review-note")).addReviewNoteAction({ token, body: "Looks fine to me" }),
};

beforeAll(async () => {
  db = await openDashboardDb();
  for (const role of ["admin", "reviewer", "viewer"] as const) staff[role] = await addStaff(role);
  token = await addSession(staff.admin);
}, 60_000);
afterAll(async () => {
  await db.close();
});

describe("review actions refuse viewers and strangers", () => {
  const refused: [Who, string][] = [
    ["signed-out", SIGNED_OUT],
    ["viewer", ROLE_TOO_LOW],
  ];
  for (const [who, message] of refused)
    for (const [name, call] of Object.entries(calls))
      it(`${name} as ${who}: refused, nothing stored`, async () => {
        await signInAs(who === "signed-out" ? null : staff[who as Role]);
        expect(await call()).toEqual({ ok: false, message });
        expect(await findReviewState(token)).toEqual({ review: null, assigneeName: null });
        expect(await listReviewNotes(token)).toEqual([]);
        expect(await listAuditForToken(token)).toEqual([]);
        expect((await listTimeline(token)).map((e) => e.kind)).toEqual(["created"]);
      });
});

describe("review actions let reviewers and admins through", () => {
  for (const who of ["reviewer", "admin"] as const)
    it(`as ${who}: assigns, decides and notes`, async () => {
      await signInAs(staff[who]);
      // The same assignee twice is refused as no change, so the admin hands it back to nobody first.
      if (who === "admin")
        expect(
          await (await import("@/lib/actions/review/assign-review")).assignReviewAction({ token, assigneeId: "" }),
        ).toEqual({ ok: true, data: undefined });
      for (const call of Object.values(calls)) expect(await call()).toEqual({ ok: true, data: undefined });
    });
});
