import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "@/lib/db";
import type { StaffUser } from "@/lib/db/queries/users";
import { insertVerification, listVerifications, setVerificationStatus } from "@/lib/db/queries/verifications";
import { CONSENT_WORDING } from "@/lib/schemas/consent";
import type { LoanFacts } from "@/lib/schemas/verify-loan";
import { addStaff, openDashboardDb } from "./signed-in";

// Issue 17: staff type a policy number as they read it off a phone call ("830935999") while the
// carrier printed it "830 935 999" or "830-935-999"; and they search by VIN and by the file they
// uploaded. The search ignores spaces and punctuation in numbers, and looks at VINs and file names.

let db: Database;
let dana: StaffUser;

async function add(
  token: string,
  summary: { policyNumber: string | null; documentName?: string },
  extra: { loan?: Partial<LoanFacts>; vins?: string[] } = {},
) {
  await insertVerification({
    token,
    method: summary.documentName ? "document" : "lookup",
    borrowerRef: `loan-${token}`,
    summary: { carrierName: "State Farm", carrierId: null, policyType: "auto", insured: "J R", ...summary },
    consent: {
      wording: CONSENT_WORDING,
      by: { id: dana.id, name: dana.name, email: dana.email },
      at: new Date().toISOString(),
    },
    createdBy: dana.id,
    loan: extra.loan ? ({ lenderName: "Acme Lending LLC", ...extra.loan } as LoanFacts) : null,
  });
  const properties = (extra.vins ?? []).map((vin, i) => ({ id: `p${i}`, type: "vehicle", data: { vin } }));
  await setVerificationStatus(token, "completed", {
    policies: { account: null, items: [{ id: "pol_1", current: { properties }, renewal: null }] },
  });
}

const found = async (q: string) => (await listVerifications({ q })).rows.map((r) => r.token).sort();

beforeAll(async () => {
  db = await openDashboardDb();
  dana = await addStaff("admin", "Dana Admin");
  await add("spaced", { policyNumber: "830 935 999" });
  await add("dashed", { policyNumber: "830-935-999" });
  await add("other", { policyNumber: "111 222 333" });
  await add("with-vin", { policyNumber: "SF-1" }, { vins: ["1HGCM82633A004352"] });
  await add("loan-vin", { policyNumber: "SF-2" }, { loan: { vin: "2T1BURHE0JC043821", loanNumber: "LN-00 77" } });
  await add("uploaded", { policyNumber: "SF-3", documentName: "Rivera declarations (2).pdf" });
}, 60_000);
afterAll(async () => {
  await db.close();
});

describe("searching the sessions list", () => {
  it("finds a policy number printed with spaces or dashes when typed without them", async () => {
    expect(await found("830935999")).toEqual(["dashed", "spaced"]);
    expect(await found("830-935")).toEqual(["dashed", "spaced"]);
  });

  it("finds a VIN on the policy or on the loan, whatever its case", async () => {
    expect(await found("1hgcm82633a004352")).toEqual(["with-vin"]);
    expect(await found("A004352")).toEqual(["with-vin"]);
    expect(await found("2T1BURHE0JC043821")).toEqual(["loan-vin"]);
  });

  it("finds a loan number without its punctuation", async () => {
    expect(await found("LN0077")).toEqual(["loan-vin"]);
  });

  it("finds an uploaded document by its file name", async () => {
    expect(await found("rivera declarations")).toEqual(["uploaded"]);
    expect(await found("(2).pdf")).toEqual(["uploaded"]);
  });

  it("still matches names as typed, and finds nothing for punctuation alone", async () => {
    expect(await found("State Farm")).toHaveLength(6);
    expect(await found("---")).toEqual([]);
  });
});
