import { describe, expect, it } from "vitest";
import { AUTO_BASICS, readFlow } from "../fixtures/documents/flow-policy";

// Agency and carrier systems print the second named insured under a caption of its own, apart
// from the first: beside it, in another column of a printout, or as a column's title over its value.

const names = (text: string) =>
  readFlow(`${AUTO_BASICS}${text}`).insureds.map((i) => [i.firstName, i.lastName, i.type]);

describe("further named insureds under captions of their own", () => {
  it("reads 'Addl Named Insd' beside the first named insured", () => {
    expect(names("Named Insd: Beatriz Ferreira   Addl Named Insd: Marisol Ferreira")).toEqual([
      ["Beatriz", "Ferreira", "primary"],
      ["Marisol", "Ferreira", "secondary"],
    ]);
  });

  it("reads 'Insured2' printed in another column, above 'Insured1'", () => {
    expect(
      names(`PolNum : 7663TV19298   Insured2 : Larsen, Yuki
Status : IN FORCE   Addr1 : 5033 Lakeview Boulevard
Insured1 : Larsen, Stefan   ProcessDate : 9/14/2025`),
    ).toEqual([
      ["Stefan", "Larsen", "primary"],
      ["Yuki", "Larsen", "secondary"],
    ]);
  });

  it("reads '2nd Insd' after the first name on its line", () => {
    expect(names("Name Nguyen Kowalski   2nd Insd Aisha Harrington")).toEqual([
      ["Nguyen", "Kowalski", "primary"],
      ["Aisha", "Harrington", "secondary"],
    ]);
  });
});
