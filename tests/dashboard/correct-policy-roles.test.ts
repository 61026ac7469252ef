import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Role } from "@/lib/auth/roles";
import type { Database } from "@/lib/db";
import type { StaffUser } from "@/lib/db/queries/users";
import { insertVerification } from "@/lib/db/queries/verifications";
import { CONSENT_WORDING } from "@/lib/schemas/consent";
import { addStaff, openDashboardDb, signInAs, type Who } from "./signed-in";

// Who may correct a policy and who may read its corrections, with the real role check (session
// row, role rank in a migrated database). A permitted call is about a verification still being
// read, so it gets past the role check and stops there, before any service call.

const SIGNED_OUT = "Your session has ended. Please sign in again.";
const ROLE_TOO_LOW = "Your role does not allow this.";

let db: Database;
const staff = {} as Record<Role, StaffUser>;
const TOKEN = "ign_correction_roles";

const values = {
  carrierName: "Blue Harbor Mutual",
  policyNumber: "BH-7741",
  effectiveDate: "2025-02-01",
  expirationDate: "2027-08-01",
  premium: "1318.10",
  insureds: [],
  address: { addressLine1: "", addressLine2: "", city: "", state: "", postalCode: "", country: "US" },
  properties: [],
  coverages: [],
  thirdParties: [],
  reason: "",
};

beforeAll(async () => {
  db = await openDashboardDb();
  for (const role of ["admin", "reviewer", "viewer"] as const) staff[role] = await addStaff(role);
  await insertVerification({
    token: TOKEN,
    method: "document",
    borrowerRef: "loan-roles",
    summary: { carrierName: null, carrierId: null, policyType: "auto", policyNumber: null, insured: null },
    consent: {
      wording: CONSENT_WORDING,
      by: { id: staff.admin.id, name: "x", email: "x@x" },
      at: new Date().toISOString(),
    },
    createdBy: staff.admin.id,
  });
}, 60_000);
afterAll(async () => {
  await db.close();
});

async function correct() {
  const { correctPolicyAction } = await import("@/lib/actions/correct-policy");
  return correctPolicyAction({ token: TOKEN, policyId: "pol_missing", values });
}
async function read() {
  const { getPolicyCorrectionsAction } = await import("@/lib/actions/get-policy-corrections");
  return getPolicyCorrectionsAction(TOKEN, "pol_missing");
}

const PAST_THE_ROLE_CHECK = {
  ok: false,
  errorCode: "not-completed",
  message: "This verification has not completed, so there is no policy to validate yet.",
};

describe("correcting a policy", () => {
  const cases: [Who, unknown][] = [
    ["signed-out", { ok: false, message: SIGNED_OUT }],
    ["viewer", { ok: false, message: ROLE_TOO_LOW }],
    ["reviewer", PAST_THE_ROLE_CHECK],
    ["admin", PAST_THE_ROLE_CHECK],
  ];
  for (const [who, expected] of cases)
    it(`as ${who}: ${who === "reviewer" || who === "admin" ? "allowed" : "refused"}`, async () => {
      await signInAs(who === "signed-out" ? null : staff[who]);
      expect(await correct()).toEqual(expected);
    });

  it("checks the form before anything else, and answers on the form's own field names", async () => {
    await signInAs(staff.reviewer);
    const { correctPolicyAction } = await import("@/lib/actions/correct-policy");
    const r = await correctPolicyAction({
      token: TOKEN,
      policyId: "pol_missing",
      values: { ...values, premium: "lots" },
    });
    expect(r).toMatchObject({ ok: false, fieldErrors: { premium: "An amount such as 1,000 or 500." } });
  });
});

describe("reading a policy's corrections", () => {
  const cases: [Who, unknown][] = [
    ["signed-out", { ok: false, message: SIGNED_OUT }],
    ["viewer", PAST_THE_ROLE_CHECK],
    ["reviewer", PAST_THE_ROLE_CHECK],
    ["admin", PAST_THE_ROLE_CHECK],
  ];
  for (const [who, expected] of cases)
    it(`as ${who}: ${who === "signed-out" ? "refused" : "allowed"}`, async () => {
      await signInAs(who === "signed-out" ? null : staff[who]);
      expect(await read()).toEqual(expected);
    });
});
