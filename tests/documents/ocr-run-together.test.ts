import { describe, expect, it } from "vitest";
import { readFlow } from "../fixtures/documents/flow-policy";

// What OCR of a vehicle list runs together or puts beside a VIN-sized word: a vehicle's number
// glued to its year ("22013"), a make glued to its model ("HondaOdyssey"), and an e-mail
// address whose name is seventeen letters and digits.

const vehicles = (text: string) =>
  readFlow(`Policy Number: 4329-98-11-11   Coverage Period: 05-18-26 through 11-18-26\n${text}`).properties.flatMap(
    (p) => (p.type === "vehicle" ? [[p.data.vin, p.data.year, p.data.make, p.data.model]] : []),
  );

describe("a vehicle list as OCR reads it", () => {
  it("splits the vehicle's number from its year and the make from the model", () => {
    expect(
      vehicles(`Vehicles   VIN
1 2022 Lexus ES 350   JTJUDG6K8NC255361
22013 HondaOdyssey   5FND61019DA769673`),
    ).toEqual([
      ["JTJUDG6K8NC255361", 2022, "Lexus", "ES 350"],
      ["5FND61019DA769673", 2013, "Honda", "Odyssey"],
    ]);
  });

  it("takes no vehicle from an e-mail address", () => {
    expect(
      vehicles(`Email Address: MBR9WN46646464646 @yahoo.com
Vehicles   VIN
1 2022 Lexus ES 350   JTJUDG6K8NC255361`).map((v) => v[0]),
    ).toEqual(["JTJUDG6K8NC255361"]);
  });
});
