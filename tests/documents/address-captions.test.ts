import { describe, expect, it } from "vitest";
import { parsePolicy } from "@/lib/service/documents/parse";
import { AUTO_BASICS, readFlow } from "../fixtures/documents/flow-policy";
import type { FixtureRow } from "../fixtures/documents/declarations";
import { textPage } from "../fixtures/documents/text-page";

// The insured's mailing address and the insured property's under the captions agency screens,
// system exports and lenders' bills give them: "Address" with no colon, a "Mailing Line:" field per
// part, "Send mail to" over a block, a city, state and ZIP printed as three cells of one line, and
// "Location" or "Property insured:" for the home.

const TERM: FixtureRow[] = [[[50, "Policy Number: 4410-22-981"]], [[50, "Policy period: 03/01/2026 to 09/01/2026"]]];

/** The mailing address read from a page whose cells sit where `rows` put them. */
const placedAddress = (rows: FixtureRow[]) => {
  const a = parsePolicy([textPage([...TERM, ...rows])], { policyType: "auto", today: new Date("2026-09-01") }).address;
  return a && [a.addressLine1, a.city, a.state, a.postalCode];
};

const address = (text: string) => {
  const a = readFlow(`${AUTO_BASICS}${text}`).address;
  return a && [a.addressLine1, a.city, a.state, a.postalCode];
};

describe("mailing addresses under their captions", () => {
  it("reads 'Address' followed by the street on the same line", () => {
    expect(address("Named Insd MCALLISTER, WEI\nAddress 24709 BRIAR PL, GRAND RAPIDS, MI 49546")).toEqual([
      "24709 BRIAR PL",
      "GRAND RAPIDS",
      "MI",
      "49546",
    ]);
  });

  it("reads an export's 'Mailing Line' fields, a field a line", () => {
    expect(
      address(`Insured Name: WASHINGTON, ELEANOR
Mailing Line:   28348 E CARDINAL LOOP
Mailing Line 2:
Mailing City:   ST. LOUIS
Mailing State:   MO
Mailing ZIP:   63116`),
    ).toEqual(["28348 E CARDINAL LOOP", "ST. LOUIS", "MO", "63116"]);
  });

  it("reads the block under 'Send mail to'", () => {
    const found = placedAddress([
      [
        [50, "NAMED INSURED(S)"],
        [228, "Send mail to"],
        [408, "Policy price"],
      ],
      [
        [50, "Luis P Achebe"],
        [228, "16506 School Dr"],
        [408, "$1,443.94 per term"],
      ],
      [
        [50, "Eleanor Achebe"],
        [228, "Worcester, MA 01608"],
      ],
    ]);
    expect(found).toEqual(["16506 School Dr", "Worcester", "MA", "01608"]);
  });

  it("reads a city, state and ZIP printed as cells of one line under the street", () => {
    const found = placedAddress([
      [
        [50, "Named Insured"],
        [150, "Fischer, Aisha"],
      ],
      [
        [50, "Insured Address"],
        [150, "19237 Canyon Ln"],
      ],
      [
        [150, "Albuquerque,"],
        [222, "NM"],
        [240, "87122"],
      ],
      [[50, "2022 Lexus ES 350   VIN JTJUDG6K8NC255361"]],
    ]);
    expect(found).toEqual(["19237 Canyon Ln", "Albuquerque", "NM", "87122"]);
  });
});

const HOME = `Policy Number: HO 4298490   Policy period: 03/01/2026 to 03/01/2027
Named Insured: Nguyen Nakamura
Mailing address: 29597 Brookside Blvd, Sacramento, CA 95831
Coverage A - Dwelling   $502,000
`;

const premises = (text: string) => {
  const dwelling = readFlow(`${HOME}${text}`, "home").properties[0];
  const a = dwelling?.type === "dwelling" ? dwelling.data.address : null;
  return a && [a.addressLine1, a.city];
};

describe("the insured property under its caption", () => {
  it("reads 'Property insured:' and 'Property:' rather than the mailing address", () => {
    expect(premises("Property insured: 15099 Delaney Way, Pittsburgh, PA 15237-3673")).toEqual([
      "15099 Delaney Way",
      "Pittsburgh",
    ]);
    expect(premises("Property:   19626 E Aspen Dr, Omaha, NE 68102")).toEqual(["19626 E Aspen Dr", "Omaha"]);
  });

  it("reads a 'Location' caption alone in its cell", () => {
    expect(premises("Location   6694 ADAMS COURT, SALT LAKE CITY, UT 84101")).toEqual([
      "6694 ADAMS COURT",
      "SALT LAKE CITY",
    ]);
  });
});
