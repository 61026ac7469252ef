import { describe, expect, it } from "vitest";
import { parsePolicy } from "@/lib/service/documents/parse";
import { withoutLeaders } from "@/lib/service/documents/parse/doc";
import type { FixtureRow } from "../fixtures/documents/declarations";
import { textPage } from "../fixtures/documents/text-page";

// A mainframe printout: "LABEL ........ : VALUE" fields and dotted leaders from each coverage to its
// limits and on to its premium.

describe("printout leaders", () => {
  it("writes leaders and spaced colons as 'Label: value'", () => {
    expect(withoutLeaders("POL NO .............. : CSZ3676216")).toBe("POL NO: CSZ3676216");
    expect(withoutLeaders("NAMED INSURED(S) : TOMAS F UNDERWOOD")).toBe("NAMED INSURED(S): TOMAS F UNDERWOOD");
    expect(withoutLeaders("BODILY INJURY LIABILITY ..................")).toBe("BODILY INJURY LIABILITY");
    expect(withoutLeaders("Total ...... $1,234.00")).toBe("Total: $1,234.00");
    expect(withoutLeaders("3.5 ... x")).toBe("3.5 ... x");
  });

  it("reads a printout's fields and its coverage lines", () => {
    const rows: FixtureRow[] = [
      [
        [59, "NAMED INSURED(S) : TOMAS F UNDERWOOD"],
        [334, "POL NO .............. : CSZ3676216"],
      ],
      [
        [59, "MAILING ADDRESS : 8086 ELMWOOD TRL"],
        [334, "TERM ................ : 6 MONTHS"],
      ],
      [[149, "COLUMBIA, SC 29229"]],
      [[59, "EFFECTIVE SEP 28 2026 EXPIRES MAR 28 2027 12:01 AM STD TIME"]],
      [
        [65, "MEDICAL PAYMENTS"],
        [136, "......................"],
        [274, "$1,000 per person"],
        [351, "........................"],
        [536, "$155.51"],
      ],
      [
        [65, "UNINSURED MOTORIST BI"],
        [161, "..............."],
        [274, "$15,000 per person / $30,000 per accident"],
        [448, "..........."],
        [541, "$45.77"],
      ],
    ];
    const draft = parsePolicy([textPage(rows)], { policyType: "auto", today: new Date("2026-10-01") });
    expect(draft.policyNumber).toBe("CSZ3676216");
    expect(draft.insureds.map((i) => [i.firstName, i.lastName])).toEqual([["Tomas", "Underwood"]]);
    expect(draft.address?.addressLine1).toBe("8086 ELMWOOD TRL");
    const medpay = draft.coverages.find((c) => c.code === "MEDPAY");
    // The row under it is another coverage's whole split limit, not the rest of med pay's.
    expect([medpay?.limitPerPerson, medpay?.limitPerAccident]).toEqual([1000, null]);
    const um = draft.coverages.find((c) => c.code === "UMBI");
    expect([um?.limitPerPerson, um?.limitPerAccident]).toEqual([15_000, 30_000]);
  });
});
