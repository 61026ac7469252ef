import { describe, expect, it } from "vitest";
import { CARRIERS, findCarrierByName } from "@/lib/service/carriers/catalogue";

describe("findCarrierByName", () => {
  it.each([
    // Brands resolve to the brand's primary company.
    ["State Farm", "car_state-farm"],
    ["state farm insurance", "car_state-farm"],
    ["STATE FARM", "car_state-farm"],
    ["GEICO", "car_geico"],
    ["Geico", "car_geico"],
    ["Government Employees Insurance Co.", "car_geico"],
    ["Progressive", "car_progressive"],
    ["The Progressive Corporation", "car_progressive"],
    ["Allstate", "car_allstate"],
    ["Lemonade", "car_lemonade"],
    ["Liberty Mutual Insurance", "car_liberty-mutual"],
    ["Nationwide Insurance", "car_nationwide"],
    ["USAA", "car_usaa"],
    ["Farmers Insurance Group", "car_farmers"],
    ["The Hartford", "car_hartford"],
    ["American Family Insurance", "car_american-family"],
    ["Erie Insurance", "car_erie"],
    // Printed underwriting companies resolve to that company.
    ["Progressive Direct Insurance Co", "car_progressive-direct"],
    ["PROGRESSIVE DIRECT INS. CO.", "car_progressive-direct"],
    ["GEICO General Insurance Company", "car_geico-general"],
    ["Underwritten by GEICO General Insurance Company", "car_geico-general"],
    ["GEICO Indemnity Co.", "car_geico-indemnity"],
    ["State Farm Fire & Casualty Co.", "car_state-farm-fire-and-casualty"],
    ["State Farm Fire Casualty", "car_state-farm-fire-and-casualty"],
    ["State Farm Mutual Automobile Insurance Company", "car_state-farm"],
    ["Allstate Fire and Casualty Ins. Co.", "car_allstate-fire-and-casualty"],
    ["Travelers Home & Marine Insurance Co", "car_travelers-home-and-marine"],
    ["Home-Owners Ins Co", "car_home-owners"],
    ["Auto-Owners Insurance", "car_auto-owners"],
    ["American Family Mutual Insurance Company S.I.", "car_american-family"],
    ["Progressive Insurance — policy documents", "car_progressive"],
  ])("%j → %s", (text, id) => {
    expect(findCarrierByName(text)?.id).toBe(id);
  });

  it("finds every catalogue carrier by its own legal name, in any case", () => {
    for (const c of CARRIERS) {
      expect(findCarrierByName(c.name)?.id).toBe(c.id);
      expect(findCarrierByName(c.name.toUpperCase())?.id).toBe(c.id);
    }
  });

  it("maps every brand name to a company of that brand", () => {
    for (const c of CARRIERS) expect(findCarrierByName(c.shortName)?.shortName).toBe(c.shortName);
  });

  it.each([
    "",
    "   ",
    "Insurance Company",
    "Mutual",
    "Acme Widgets LLC",
    "Citizens",
    "General Insurance",
    "Statefarmer",
    // Lenders whose names hold an insurer's word: a lienholder is never the carrier.
    "Navy Federal Credit Union",
    "USAA Federal Savings Bank",
    "State Farm Bank, F.S.B.",
    "Progressive Leasing LLC",
    "Erie Federal Credit Union",
  ])("returns null for %j", (text) => {
    expect(findCarrierByName(text)).toBeNull();
  });
});
