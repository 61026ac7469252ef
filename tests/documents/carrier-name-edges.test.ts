import { describe, expect, it } from "vitest";
import { AUTO_BASICS, readFlow } from "../fixtures/documents/flow-policy";

// What a text layer runs into the insurer's name: a form code printed after a company the
// catalogue knows, or the next box's caption when the two boxes sit on one line.

const carrier = (line: string) => readFlow(`${line}\n${AUTO_BASICS}`).carrier.name;

describe("the insurer's name without what the line runs into it", () => {
  it("ends a catalogue company's legal name where the catalogue does", () => {
    expect(carrier("Insurer: GEICO Casualty Company MKT-REN 26")).toBe("GEICO Casualty Company");
  });

  it("leaves out the next box's 'AGENT' caption", () => {
    expect(carrier("Insurer: CITIZENS INS CO OF THE MIDWEST AGENT")).toBe("CITIZENS INS CO OF THE MIDWEST");
  });
});
