import { describe, expect, it } from "vitest";
import { parsePolicy } from "@/lib/service/documents/parse";
import type { FixtureRow } from "../fixtures/documents/declarations";
import { textPage } from "../fixtures/documents/text-page";

// Insureds and the mailing address under the wordings and grids of forms the parser was not
// shown: "Customer", "Correspondence address", titles of a grid with the values under them.

const parse = (rows: FixtureRow[]) =>
  parsePolicy([textPage([[[50, "Policy Number: HX-4471209"]], ...rows])], { policyType: "auto" });

describe("insureds and mailing address", () => {
  it("reads a grid whose titles are 'Customer' and 'Mailing address'", () => {
    const draft = parse([
      [
        [50, "Customer"],
        [223, "Mailing address"],
        [397, "Date prepared"],
      ],
      [
        [50, "Mei Ramirez & Yuki W. Ramirez"],
        [223, "12834 W Whitfield Cir"],
        [397, "1/14/2026"],
      ],
      [[223, "Fresno, CA 93721"]],
    ]);
    expect(draft.insureds.map((i) => i.lastName)).toEqual(["Ramirez", "Ramirez"]);
    expect(draft.address).toMatchObject({ addressLine1: "12834 W Whitfield Cir", city: "Fresno", postalCode: "93721" });
  });

  it("reads a correspondence address and never takes a lender for the insured", () => {
    const draft = parse([
      [[46, "Correspondence address:"]],
      [[166, "25277 Willow Street"]],
      [[166, "Spokane, WA 99223"]],
      [[46, "Lienholder"]],
      [[60, "Toyota Motor Credit Corporation"]],
      [[60, "PO BOX 85950"]],
      [[60, "CEDAR RAPIDS, IA 52408"]],
    ]);
    expect(draft.address).toMatchObject({ addressLine1: "25277 Willow Street", city: "Spokane" });
    expect(draft.insureds).toEqual([]);
  });
});

describe("insured names sharing a surname", () => {
  it("gives the surname to a first person named with a middle initial only", () => {
    const draft = parse([[[50, "Named Insured: Patrick W. & Maria Ibrahim"]]]);
    expect(draft.insureds.map((i) => [i.firstName, i.lastName])).toEqual([
      ["Patrick", "Ibrahim"],
      ["Maria", "Ibrahim"],
    ]);
  });

  it("reads the insureds under 'Who is covered'", () => {
    const draft = parse([
      [
        [50, "Who is covered:"],
        [170, "Rosa L. Brennan"],
      ],
      [
        [50, "Correspondence address:"],
        [170, "24496 Aspen Loop"],
      ],
      [[170, "Tacoma, WA 98422"]],
    ]);
    expect(draft.insureds.map((i) => [i.firstName, i.lastName])).toEqual([["Rosa", "Brennan"]]);
  });
});
