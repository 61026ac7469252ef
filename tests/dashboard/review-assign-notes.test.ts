import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "@/lib/db";
import { listAuditForToken } from "@/lib/db/queries/audit";
import { findReviewState, listReviewNotes } from "@/lib/db/queries/reviews";
import { deactivateUser } from "@/lib/db/queries/staff-admin";
import type { StaffUser } from "@/lib/db/queries/users";
import { findVerification, listTimeline } from "@/lib/db/queries/verifications";
import { gatherReport } from "@/lib/reports/gather";
import { splitMentions } from "@/lib/reviews/mentions";
import { addSession } from "./review-fixtures";
import { addStaff, openDashboardDb, signInAs } from "./signed-in";

// Assigning a case and writing notes with @mentions, through the server actions.

let db: Database;
let admin: StaffUser;
let rae: StaffUser;
let vic: StaffUser;
let token = "";

const assign = async (assigneeId: string) =>
  (await import("@/lib/actions/review/assign-review")).assignReviewAction({ token, assigneeId });
const note = async (body: string) =>
  (await import("@/lib/actions/review/add-review-note")).addReviewNoteAction({ token, body });

beforeAll(async () => {
  db = await openDashboardDb();
  admin = await addStaff("admin", "Dana Admin");
  rae = await addStaff("reviewer", "Rae Reviewer");
  vic = await addStaff("viewer", "Vic Viewer");
  token = await addSession(admin);
  await signInAs(admin);
}, 60_000);
afterAll(async () => {
  await db.close();
});

describe("assigning", () => {
  it("assigns a reviewer: stored, in the timeline and the audit log", async () => {
    expect(await assign(rae.id)).toEqual({ ok: true, data: undefined });
    expect(await findReviewState(token)).toMatchObject({
      review: { assigneeId: rae.id },
      assigneeName: "Rae Reviewer",
    });
    expect((await listTimeline(token)).at(-1)).toMatchObject({
      kind: "assigned",
      detail: { by: "Dana Admin", to: "Rae Reviewer" },
    });
    expect((await listAuditForToken(token)).at(-1)).toMatchObject({
      action: "review.assigned",
      actorName: "Dana Admin",
      detail: { assignee: rae.email, previous: null },
    });
    const report = await gatherReport((await findVerification(token))!, admin);
    expect(report.review.decision).toContainEqual(["Assigned to", "Rae Reviewer"]);
    expect(report.activity.map((a) => a.what)).toContain(`Assigned a verification (to ${rae.email})`);
  });

  it("refuses a viewer, a deactivated member, an unknown id and a repeat", async () => {
    const gone = await addStaff("reviewer", "Gone Reviewer");
    await deactivateUser(gone.id);
    for (const id of [vic.id, gone.id, "no-such-member"])
      expect(await assign(id)).toMatchObject({
        ok: false,
        fieldErrors: { assigneeId: "Choose an active reviewer or admin." },
      });
    expect(await assign(rae.id)).toMatchObject({ ok: false, errorCode: "no-change" });
    expect((await findReviewState(token)).review?.assigneeId).toBe(rae.id);
  });

  it("takes the case off its assignee", async () => {
    expect(await assign("")).toEqual({ ok: true, data: undefined });
    expect((await findReviewState(token)).review?.assigneeId).toBeNull();
    expect((await listAuditForToken(token)).at(-1)).toMatchObject({
      detail: { assignee: null, previous: "Rae Reviewer" },
    });
  });
});

describe("notes with @mentions", () => {
  it("resolves mentions by full name or email to the members' ids, once each", async () => {
    const body = `@Rae Reviewer, please check the lienholder. cc @${vic.email.toUpperCase()} and @rae reviewer again`;
    expect(await note(body)).toEqual({ ok: true, data: undefined });
    const [stored] = await listReviewNotes(token);
    expect(stored.note).toMatchObject({ body, authorName: "Dana Admin", authorId: admin.id });
    expect(stored.note.mentionedIds).toEqual([rae.id, vic.id]);
    expect(stored.mentioned.map((m) => m.name)).toEqual(["Rae Reviewer", "Vic Viewer"]);
    expect((await listTimeline(token)).at(-1)).toMatchObject({
      kind: "noted",
      detail: { by: "Dana Admin", mentioned: ["Rae Reviewer", "Vic Viewer"] },
    });
    expect((await listAuditForToken(token)).at(-1)).toMatchObject({
      action: "review.noted",
      detail: { note: body, mentioned: [rae.email, vic.email] },
    });

    // The session page gets the note with its mentions, and marks exactly those spans.
    const page = await (await import("@/lib/actions/verifications")).getVerificationAction(token);
    if (!page.ok) throw new Error(page.message);
    const [shown] = page.data.notes;
    const marked = splitMentions(shown.body, shown.mentioned).filter((s) => s.mention);
    expect(marked.map((s) => s.text)).toEqual(["@Rae Reviewer", `@${vic.email.toUpperCase()}`, "@rae reviewer"]);

    const report = await gatherReport((await findVerification(token))!, admin);
    expect(report.review.notes[0]).toMatchObject({
      by: "Dana Admin",
      text: `${body} (mentions Rae Reviewer, Vic Viewer)`,
    });
  });

  it("mentions nobody for a partial name, an address inside a word, or a deactivated member", async () => {
    const gone = await addStaff("reviewer", "Olly Gone");
    await deactivateUser(gone.id);
    expect(await note("@Rae Reviewers are busy; mail dana@lender.example; @Olly Gone left")).toEqual({
      ok: true,
      data: undefined,
    });
    expect((await listReviewNotes(token)).at(-1)!.note.mentionedIds).toEqual([]);
  });

  it("refuses an empty note", async () => {
    expect(await note("   ")).toMatchObject({ ok: false, fieldErrors: { body: "Write the note first." } });
  });
});
