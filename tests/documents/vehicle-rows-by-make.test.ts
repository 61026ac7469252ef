import { describe, expect, it } from "vitest";
import { parsePolicy } from "@/lib/service/documents/parse";
import { flowPage } from "../fixtures/documents/text-page";

// A fixed-width vehicle row prints the model year in two digits ("05  20  PORSCHE  MACAN S  4D …"):
// the make is the first known make on the VIN's row, the year the VIN's own when the two digits agree.

const TODAY = new Date("2026-02-01");
const vehicles = (rows: string[]) =>
  parsePolicy([flowPage(["Policy Number: 00989 43 11C", ...rows].join("\n"))], {
    policyType: "auto",
    today: TODAY,
  }).properties.map((p) => p.data);

describe("a vehicle row without a four-digit year", () => {
  it("takes the make and model beside the VIN and the year the VIN encodes", () => {
    const [vehicle] = vehicles([
      "VEH   YEAR   TRADE NAME   MODEL   BODYTYPE   ANNUAL MILEAGE   IDENTIFICATION NUMBER   SYM",
      "05   20   PORSCHE   MACAN S   4D   5000   WP1AB2A59LLB55555   P",
    ]);
    expect(vehicle).toMatchObject({ vin: "WP1AB2A59LLB55555", year: 2020, make: "PORSCHE", model: "MACAN S" });
  });

  it("names no make when the two digits contradict the VIN's year", () => {
    const [vehicle] = vehicles(["05   17   PORSCHE   MACAN S   4D   5000   WP1AB2A59LLB55555   P"]);
    expect(vehicle).toMatchObject({ vin: "WP1AB2A59LLB55555", make: null });
  });
});
