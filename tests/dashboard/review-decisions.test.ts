import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "@/lib/db";
import { listAuditForToken } from "@/lib/db/queries/audit";
import { findReviewState } from "@/lib/db/queries/reviews";
import type { StaffUser } from "@/lib/db/queries/users";
import { findVerification, listTimeline } from "@/lib/db/queries/verifications";
import { gatherReport } from "@/lib/reports/gather";
import { renderReportPdf } from "@/lib/reports/render-pdf";
import type { DecisionKind } from "@/lib/schemas/review";
import { addSession, dayFromToday } from "./review-fixtures";
import { addStaff, openDashboardDb, signInAs } from "./signed-in";

// Each decision, made through its server action as a reviewer: stored, in the timeline, in the
// audit log, on the session page's data, in the list and in the PDF report.

let db: Database;
let reviewer: StaffUser;

const decide = async (input: Record<string, unknown>) =>
  (await import("@/lib/actions/review/decide-review")).decideReviewAction(input);
const detailOf = async (token: string) => {
  const r = await (await import("@/lib/actions/verifications")).getVerificationAction(token);
  if (!r.ok) throw new Error(r.message);
  return r.data;
};
const listed = async (token: string) => {
  const r = await (await import("@/lib/actions/verifications")).listVerificationsAction({ q: token });
  if (!r.ok) throw new Error(r.message);
  return r.data.items.find((i) => i.token === token);
};

beforeAll(async () => {
  db = await openDashboardDb();
  reviewer = await addStaff("reviewer", "Rae Reviewer");
  await signInAs(reviewer);
}, 60_000);
afterAll(async () => {
  await db.close();
});

const CASES: { kind: DecisionKind; word: string; reason: string; expiresOn: string }[] = [
  { kind: "accepted", word: "Accepted", reason: "", expiresOn: "" },
  {
    kind: "accepted-exception",
    word: "Accepted with an exception",
    reason: "Collision is added at renewal",
    expiresOn: dayFromToday(45),
  },
  { kind: "waived", word: "Waived", reason: "Cash-out loan, no collision needed", expiresOn: "" },
  { kind: "rejected", word: "Rejected", reason: "The lender is not named", expiresOn: "" },
];

describe("each decision", () => {
  for (const c of CASES)
    it(`${c.kind}: stored, audited, in the timeline, the page, the list and the report`, async () => {
      const token = await addSession(reviewer, { verdict: "review" });
      expect(await decide({ token, kind: c.kind, reason: c.reason, expiresOn: c.expiresOn })).toEqual({
        ok: true,
        data: undefined,
      });
      const expiresOn = c.kind === "accepted-exception" ? c.expiresOn : null;
      const reason = c.reason || null;

      const { review } = await findReviewState(token);
      expect(review).toMatchObject({
        decision: c.kind,
        reason,
        exceptionExpiresOn: expiresOn,
        decidedById: reviewer.id,
        decidedByName: "Rae Reviewer",
      });

      const audit = await listAuditForToken(token);
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({
        action: "review.decided",
        actorEmail: reviewer.email,
        detail: { decision: c.kind, reason, expiresOn, verdict: "review", previous: null },
      });
      const events = await listTimeline(token);
      expect(events.at(-1)).toMatchObject({ kind: "decided", detail: { by: "Rae Reviewer", decision: c.kind } });

      const detail = await detailOf(token);
      expect(detail.decision).toMatchObject({ kind: c.kind, reason, expiresOn, by: "Rae Reviewer" });
      expect((await listed(token))?.decision).toMatchObject({ kind: c.kind, expiresOn });

      const report = await gatherReport((await findVerification(token))!, reviewer);
      expect(report.review.decision).toContainEqual(["Decision", c.word]);
      expect(report.activity.map((a) => a.what)).toContain(
        `Decided a verification (${[c.word, expiresOn && `until ${expiresOn}`, reason && `“${reason}”`, "on a verdict of Needs review"].filter(Boolean).join(", ")})`,
      );
      if (c.kind === "accepted-exception") {
        expect(report.review.decision).toContainEqual(["Exception holds until", expiresOn]);
        const pdf = await renderReportPdf(report);
        const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
        const flat = text.replace(/\s+/g, " ");
        expect(flat).toContain("Review decision");
        expect(flat).toContain("Accepted with an exception");
        expect(flat).toContain(`Exception holds until ${expiresOn}`);
        expect(flat).toContain("Collision is added at renewal");
      }
    });

  it("a later decision replaces the shown one and keeps the earlier one in the log", async () => {
    const token = await addSession(reviewer, { verdict: "fail" });
    await decide({ token, kind: "rejected", reason: "No lienholder", expiresOn: "" });
    await decide({ token, kind: "accepted", reason: "", expiresOn: "" });
    expect((await detailOf(token)).decision).toMatchObject({ kind: "accepted", reason: null });
    const audit = await listAuditForToken(token);
    expect(audit.map((a) => (a.detail as { decision: string }).decision)).toEqual(["rejected", "accepted"]);
    expect(audit[1].detail).toMatchObject({ previous: "rejected" });
  });
});

describe("what a decision requires", () => {
  let token = "";
  beforeAll(async () => {
    token = await addSession(reviewer, { verdict: "review" });
  });

  const refusals: [string, Record<string, unknown>, Record<string, string>][] = [
    ["no decision", { kind: "", reason: "x", expiresOn: "" }, { kind: "Choose a decision." }],
    [
      "an exception without a reason or a day",
      { kind: "accepted-exception", reason: "  ", expiresOn: "" },
      { reason: "Give the reason for this decision.", expiresOn: "Choose the last day the exception holds." },
    ],
    [
      "an exception ending today",
      { kind: "accepted-exception", reason: "Renewal pending", expiresOn: dayFromToday(0) },
      { expiresOn: "The exception must end after today." },
    ],
    [
      "an exception that ended yesterday",
      { kind: "accepted-exception", reason: "Renewal pending", expiresOn: dayFromToday(-1) },
      { expiresOn: "The exception must end after today." },
    ],
    ...["2030-02-31", "2030-13-01", "next week", "2030-01-01T00:00"].map(
      (expiresOn): [string, Record<string, unknown>, Record<string, string>] => [
        `an exception ending on ${expiresOn}`,
        { kind: "accepted-exception", reason: "Renewal pending", expiresOn },
        { expiresOn: "Choose the last day the exception holds." },
      ],
    ),
    [
      "a waiver without a reason",
      { kind: "waived", reason: "", expiresOn: "" },
      { reason: "Give the reason for this decision." },
    ],
    [
      "a rejection without a reason",
      { kind: "rejected", reason: "", expiresOn: "" },
      { reason: "Give the reason for this decision." },
    ],
  ];
  for (const [what, input, fieldErrors] of refusals)
    it(`refuses ${what}, storing nothing`, async () => {
      const r = await decide({ token, ...input });
      expect(r).toEqual({ ok: false, message: "Please correct the highlighted fields.", fieldErrors });
      expect((await findReviewState(token)).review).toBeNull();
      expect(await listAuditForToken(token)).toEqual([]);
    });

  it("accepts an exception ending tomorrow", async () => {
    expect(
      await decide({ token, kind: "accepted-exception", reason: "Renewal pending", expiresOn: dayFromToday(1) }),
    ).toEqual({ ok: true, data: undefined });
  });

  it("refuses a session still being read, and one that does not exist", async () => {
    const busy = await addSession(reviewer, { status: "processing" });
    expect(await decide({ token: busy, kind: "accepted", reason: "", expiresOn: "" })).toMatchObject({
      ok: false,
      errorCode: "not-completed",
    });
    expect(await decide({ token: "ign_missing", kind: "accepted", reason: "", expiresOn: "" })).toMatchObject({
      ok: false,
      errorCode: "not-found",
    });
  });
});
