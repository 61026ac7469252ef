import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "@/lib/db";
import { saveAssignee, saveDecision } from "@/lib/db/queries/reviews";
import type { StaffUser } from "@/lib/db/queries/users";
import { addSession, dayFromToday } from "./review-fixtures";
import { addStaff, openDashboardDb, signInAs } from "./signed-in";

// The list's review filters as the URL gives them, through the list's server action: "assigned to
// me", "needs decision" and "exceptions expiring" each return exactly the sessions they name.

let db: Database;
let rae: StaffUser;
let dana: StaffUser;
const t: Record<string, string> = {};

async function tokens(filter: Record<string, string>): Promise<string[]> {
  const { listVerificationsAction } = await import("@/lib/actions/verifications");
  const r = await listVerificationsAction(filter);
  if (!r.ok) throw new Error(r.message);
  const names = Object.fromEntries(Object.entries(t).map(([k, v]) => [v, k]));
  return r.data.items.map((i) => names[i.token]).sort();
}

beforeAll(async () => {
  db = await openDashboardDb();
  rae = await addStaff("reviewer", "Rae Reviewer");
  dana = await addStaff("admin", "Dana Admin");
  const by = { id: dana.id, name: dana.name };
  const exception = (expiresOn: string) => ({ kind: "accepted-exception" as const, reason: "r", expiresOn, by });

  t.reviewMine = await addSession(dana, { verdict: "review" });
  await saveAssignee(t.reviewMine, rae.id);
  t.failDana = await addSession(dana, { verdict: "fail" });
  await saveAssignee(t.failDana, dana.id);
  t.noVerdict = await addSession(dana, { verdict: null });
  t.pass = await addSession(dana, { verdict: "pass" });
  t.processing = await addSession(dana, { status: "processing" });
  t.rejectedMine = await addSession(dana, { verdict: "fail" });
  await saveAssignee(t.rejectedMine, rae.id);
  await saveDecision(t.rejectedMine, { kind: "rejected", reason: "r", expiresOn: null, by });
  t.expiresSoon = await addSession(dana, { verdict: "review" });
  await saveDecision(t.expiresSoon, exception(dayFromToday(10)));
  t.expiresAt30 = await addSession(dana, { verdict: "review" });
  await saveDecision(t.expiresAt30, exception(dayFromToday(30)));
  t.expired = await addSession(dana, { verdict: "fail" });
  await saveDecision(t.expired, exception(dayFromToday(-3)));
  t.expiresLater = await addSession(dana, { verdict: "review" });
  await saveDecision(t.expiresLater, exception(dayFromToday(60)));
}, 60_000);
afterAll(async () => {
  await db.close();
});

describe("review filters on the sessions list", () => {
  it("assigned to me: the signed-in member's cases, whoever else is signed in sees theirs", async () => {
    await signInAs(rae);
    expect(await tokens({ assigned: "me" })).toEqual(["rejectedMine", "reviewMine"]);
    await signInAs(dana);
    expect(await tokens({ assigned: "me" })).toEqual(["failDana"]);
  });

  it("needs decision: completed, not a Pass, undecided", async () => {
    await signInAs(rae);
    expect(await tokens({ decision: "needed" })).toEqual(["failDana", "noVerdict", "reviewMine"]);
  });

  it("exceptions expiring: within 30 days, and those already past", async () => {
    await signInAs(rae);
    expect(await tokens({ decision: "expiring" })).toEqual(["expired", "expiresAt30", "expiresSoon"]);
  });

  it("combine with each other and with the other filters", async () => {
    await signInAs(rae);
    expect(await tokens({ assigned: "me", decision: "needed" })).toEqual(["reviewMine"]);
    expect(await tokens({ decision: "needed", verdict: "fail" })).toEqual(["failDana"]);
    expect(await tokens({ assigned: "none", decision: "needed" })).toEqual(["noVerdict"]);
    expect(await tokens({ decision: "rejected" })).toEqual(["rejectedMine"]);
  });

  it("ignore unknown values, as the list's other filters do", async () => {
    await signInAs(rae);
    expect(await tokens({ assigned: "everyone", decision: "maybe" })).toHaveLength(Object.keys(t).length);
  });

  it("keep the list's decision and assignee on each row", async () => {
    await signInAs(rae);
    const { listVerificationsAction } = await import("@/lib/actions/verifications");
    const r = await listVerificationsAction({ decision: "rejected" });
    expect(r.ok && r.data.items[0]).toMatchObject({
      decision: { kind: "rejected", reason: "r", by: "Dana Admin" },
      assignee: { id: rae.id, name: "Rae Reviewer" },
    });
  });
});

describe("the URL keeps them", () => {
  it("round-trips assigned and decision beside the other filters", async () => {
    const { filterFromParams, filterToQuery } = await import("@/components/sessions/list-filters");
    const f = filterFromParams(new URLSearchParams("q=x&assigned=me&decision=expiring&page=2"));
    expect(f).toMatchObject({ q: "x", assigned: "me", decision: "expiring", page: 2 });
    expect(filterToQuery(f)).toBe("?q=x&assigned=me&decision=expiring&page=2");
  });
});
