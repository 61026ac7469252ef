import { describe, expect, it } from "vitest";
import { parsePolicy } from "@/lib/service/documents/parse";
import { closeNumberGaps } from "@/lib/service/documents/parse/doc";
import { NOT_A_PARTY } from "@/lib/service/documents/parse/party-words";
import { lineFromWords } from "@/lib/service/documents/text/layout";
import type { TextPage } from "@/lib/service/documents/text/types";
import { flowPage } from "../fixtures/documents/text-page";

// Shapes no one arrangement owns, each seen first on a generated kind the reader was not written
// for and then checked on the others: a surname-first name shared by a second first name, people
// side by side in cells, a premium section's bare "Total", amounts OCR split at their separators, a
// lender listed twice (a column, then its own section with the loan number), "1st Mtg", and a coverage
// table no table reader recognised, read line by line.

const TODAY = new Date("2026-02-01");
const HEAD = "Policy Number: HX-4471209\nPolicy Period: 03/01/2026 to 03/01/2027\nState Farm Fire and Casualty Company";
const home = (text: string) => parsePolicy([flowPage(`${HEAD}\n${text}`)], { policyType: "home", today: TODAY });

type Rows = [number, [number, string][]][];
function page(rows: Rows): TextPage {
  const lines = rows.map(([y, cells]) =>
    lineFromWords(cells.map(([x, text]) => ({ text, x, y, w: text.length * 4, h: 8 }))),
  );
  return { width: 612, height: 792, lines };
}

describe("insureds", () => {
  it("gives a lone first name after 'SURNAME, FIRST &' the same surname", () => {
    const d = home("Named Insured: SCHMIDT, KENNETH & JEAN\n6793 N Spring Cir\nJacksonville, FL 32207");
    expect(d.insureds.map((i) => [i.firstName, i.lastName])).toEqual([
      ["Kenneth", "Schmidt"],
      ["Jean", "Schmidt"],
    ]);
  });

  it("reads every person printed side by side after the label, and stops at another box", () => {
    const d = home(
      "Policyholder   Kenneth Schmidt   Jean Schmidt\nMailing address   6793 N Spring Cir, Jacksonville, FL 32207",
    );
    expect(d.insureds.map((i) => `${i.firstName} ${i.lastName}`)).toEqual(["Kenneth Schmidt", "Jean Schmidt"]);
    const boxed = home("Policyholder   Kenneth Schmidt   Agent   Dana Whitfield");
    expect(boxed.insureds.map((i) => `${i.firstName} ${i.lastName}`)).toEqual(["Kenneth Schmidt"]);
  });
});

describe("the insured location", () => {
  it("is never read from a sentence that names the premises, and reads a one-line address after its label", () => {
    const d = home(
      [
        "Policy Period: 03/24/2026 to 03/24/2027   12:01 A.M. standard time at the residence premises",
        "NAMED INSURED(S) AND MAILING ADDRESS   PRODUCER",
        "Connor H Petrov   Pinecrest Insurance Group",
        "28470 Church Pkwy   1099 Oak Ave",
        "Salt Lake City, UT 84106   Little Rock, AR 72201",
        "Insured Location: 4410 Alder Way, Provo, UT 84601",
      ].join("\n"),
    );
    const dwelling = d.properties.find((p) => p.type === "dwelling")?.data as { address?: { city?: string } };
    expect(dwelling?.address?.city).toBe("Provo");
  });

  it("gives the mail to the premises when the mailing address is 'Same as insured property'", () => {
    const d = parsePolicy(
      [
        page([
          [40, [[65, "Policy number 3005CC57117"]]],
          [52, [[65, "Policy period 06/02/2027 to 06/02/2028"]]],
          [
            213,
            [
              [65, "Named insured"],
              [234, "Your unit"],
              [402, "Mailing address"],
            ],
          ],
          [
            223,
            [
              [65, "Kwame Vance"],
              [234, "26053 Sycamore Circle Apt 21"],
              [402, "Same as insured property"],
            ],
          ],
          [237, [[234, "Chattanooga, TN 37421"]]],
        ]),
      ],
      { policyType: "home", today: TODAY },
    );
    expect(d.address).toMatchObject({ addressLine1: "26053 Sycamore Circle Apt 21", city: "Chattanooga" });
  });
});

describe("premium", () => {
  it("takes a premium section's bare Total over the base premium listed in it", () => {
    const d = home("Premium Summary\nBase premium   $1,200.00\nDiscounts   -$100.00\nTotal   $1,100.00");
    expect(d.premium).toBe(1100);
  });

  it("still prefers a line labelled as the total premium", () => {
    const d = home("Premium Summary\nTotal   $1,100.00\nTotal Policy Premium   $1,243.00");
    expect(d.premium).toBe(1243);
  });
});

describe("numbers split by OCR", () => {
  it("joins a thousands group or cents printed after a space", () => {
    expect(closeNumberGaps("$ 505, 000 $345. 55 $1, 136.10")).toBe("$ 505,000 $345.55 $1,136.10");
    // A tracked text layer spaces both sides of a separator and may cut a group.
    expect(closeNumberGaps("$ 955 . 68 $ 300 , 000 $ 127 , 00 0")).toBe("$ 955.68 $ 300,000 $ 127,000");
    // A list of numbers or a date is left alone.
    expect(closeNumberGaps("Vehicles 1, 2 and 3; June 5, 2027; 12, 3456")).toBe(
      "Vehicles 1, 2 and 3; June 5, 2027; 12, 3456",
    );
  });

  it("reads the dwelling limit whole from such a line", () => {
    const d = home("Coverage A - Dwelling   $   505, 000\nPersonal Liability   $   300, 000");
    expect(d.coverages.find((c) => c.code === "DWELLING")?.limitPerAccident).toBe(505_000);
  });
});

describe("interests", () => {
  it("keeps one lender listed twice, with the loan number its own section gives", () => {
    const d = parsePolicy(
      [
        page([
          [40, [[45, "Policy Number: 55120-77-01"]]],
          [52, [[45, "Policy Period: 03/01/2026 to 09/01/2026"]]],
          [
            80,
            [
              [45, "Vehicles"],
              [213, "VIN"],
              [441, "Finance Company/ Lienholder"],
            ],
          ],
          [
            92,
            [
              [45, "1 2023 Jeep Cherokee Sport"],
              [213, "1C4PJMDX5PD612345"],
              [441, "FIFTH THIRD BANK, N.A."],
            ],
          ],
          [130, [[45, "Lienholder / Loss Payee"]]],
          [
            142,
            [
              [45, "Vehicle"],
              [109, "Name and Address"],
              [379, "Loan Number"],
            ],
          ],
          [
            154,
            [
              [45, "1"],
              [109, "Fifth Third Bank, N.A."],
              [379, "103-2204196"],
            ],
          ],
          [166, [[109, "PO Box 43191"]]],
          [178, [[109, "Cincinnati, OH 45263"]]],
        ]),
      ],
      { policyType: "auto", today: TODAY },
    );
    expect(d.thirdParties).toHaveLength(1);
    expect(d.thirdParties[0]).toMatchObject({ type: "lienholder", loanNumber: "103-2204196" });
    expect(d.thirdParties[0].name.toLowerCase()).toBe("fifth third bank, n.a.");
  });

  it("never takes a vehicle or a premium line for a lender", () => {
    expect(NOT_A_PARTY.test("2025 Ford Ranger")).toBe(true);
    expect(NOT_A_PARTY.test("Endorsements Total Policy Premium")).toBe(true);
    expect(NOT_A_PARTY.test("Coverages, $1")).toBe(true);
    expect(NOT_A_PARTY.test("Ford Motor Credit Company LLC")).toBe(false);
    expect(NOT_A_PARTY.test("1st Source Bank")).toBe(false);
  });

  it("reads '1st Mtg' as a mortgagee", () => {
    const d = parsePolicy(
      [
        page([
          [40, [[45, "Policy Number: HX-4471209"]]],
          [52, [[45, "Policy Period: 03/01/2026 to 03/01/2027"]]],
          [
            80,
            [
              [36, "Interest"],
              [112, "Mortgagees / Additional Interests"],
              [425, "Loan Number"],
            ],
          ],
          [
            95,
            [
              [36, "1st Mtg"],
              [112, "First Horizon Bank"],
              [425, "3357-194200"],
            ],
          ],
          [107, [[112, "PO Box 8445"]]],
          [119, [[112, "Memphis, TN 38101"]]],
        ]),
      ],
      { policyType: "home", today: TODAY },
    );
    expect(d.thirdParties.map((t) => [t.type, t.name, t.loanNumber])).toEqual([
      ["mortgagee", "First Horizon Bank", "3357-194200"],
    ]);
  });
});

/** An insurtech page's top: the policy, its term and one vehicle, in cards with values far right. */
const CARD_HEAD: Rows = [
  [40, [[31, "Policy # M06-4276857-25"]]],
  [52, [[31, "Coverage period July 3, 2027 - January 3, 2028"]]],
  [
    64,
    [
      [31, "2022 Lexus RX 350"],
      [317, "VIN JTJ1SH3U2NF624721"],
    ],
  ],
];

describe("a lender's name far right of its label", () => {
  it("is the label's value when it reads as a lender and the label's own column holds none", () => {
    const d = parsePolicy(
      [
        page([
          ...CARD_HEAD,
          [100, [[31, "Interested parties"]]],
          [
            117,
            [
              [31, "Loss payee"],
              [317, "Santander Consumer USA Inc."],
            ],
          ],
          [
            127,
            [
              [31, "on your 2022 Lexus RX 350"],
              [317, "PO Box 80907"],
            ],
          ],
          [138, [[317, "Dallas, TX 75266"]]],
        ]),
      ],
      { policyType: "auto", today: TODAY },
    );
    expect(d.thirdParties.map((t) => [t.type, t.name, t.address?.city])).toEqual([
      ["lienholder", "Santander Consumer USA Inc.", "Dallas"],
    ]);
  });
});

describe("plain-language coverage names", () => {
  it("reads what insurtech pages call liability, uninsured motorists, medical, comprehensive and collision", () => {
    const d = parsePolicy(
      [
        page([
          ...CARD_HEAD,
          [
            90,
            [
              [31, "Injuries you cause to others"],
              [317, "$100,000 / $300,000"],
            ],
          ],
          [
            110,
            [
              [31, "Damage you cause to others' property"],
              [317, "$50,000"],
            ],
          ],
          [
            130,
            [
              [31, "Injuries caused by uninsured drivers"],
              [317, "$30,000 / $60,000"],
            ],
          ],
          [
            150,
            [
              [31, "Car damage caused by uninsured drivers"],
              [317, "$25,000"],
            ],
          ],
          [
            170,
            [
              [31, "Medical bills for you and your passengers"],
              [317, "$10,000"],
            ],
          ],
          [
            200,
            [
              [31, "Theft, weather and animals"],
              [317, "$1,000 deductible"],
            ],
          ],
          [
            220,
            [
              [31, "Crashes, whoever's at fault"],
              [317, "$250 deductible"],
            ],
          ],
        ]),
      ],
      { policyType: "auto", today: TODAY },
    );
    expect(d.coverages.map((c) => [c.code, c.limitPerPerson, c.limitPerAccident, c.deductible])).toEqual([
      ["BI", 100_000, 300_000, null],
      ["PD", null, 50_000, null],
      ["UMBI", 30_000, 60_000, null],
      ["UMPD", null, 25_000, null],
      ["MEDPAY", 10_000, null, null],
      ["COMP", null, null, 1000],
      ["COLL", null, null, 250],
    ]);
  });
});

describe("deductibles by vehicle", () => {
  it("reads a coverage and its value sharing a cell after the vehicle ('Comprehensive: $100 ($328.62)')", () => {
    const d = parsePolicy(
      [
        page([
          ...CARD_HEAD,
          [
            90,
            [
              [52, "2022 Lexus RX 350"],
              [316, "Comprehensive: $100 ($328.62)"],
            ],
          ],
          [103, [[316, "Collision: $250 ($129.54)"]]],
        ]),
      ],
      { policyType: "auto", today: TODAY },
    );
    expect(d.coverages.map((c) => [c.code, c.deductible])).toEqual([
      ["COMP", 100],
      ["COLL", 250],
    ]);
  });

  it("gives each vehicle the deductibles of the section its description titles", () => {
    const section = (y: number, title: string, comp: string, coll: string): Rows => [
      [y, [[49, `COVERAGE AND LIMITS - ${title}`]]],
      [
        y + 12,
        [
          [49, "D"],
          [80, `${comp} Deductible Comprehensive`],
          [529, "$49.88"],
        ],
      ],
      [
        y + 24,
        [
          [49, "G"],
          [80, `${coll} Deductible Collision`],
          [524, "$184.73"],
        ],
      ],
    ];
    const d = parsePolicy(
      [
        page([
          [40, [[49, "Policy Number: 7120PX00223"]]],
          [52, [[49, "Effective Dates: August 25, 2025 to February 25, 2026"]]],
          [
            70,
            [
              [49, "Vehicle Description"],
              [234, "Vehicle Identification Number"],
            ],
          ],
          [
            82,
            [
              [49, "2020 HONDA ACCORD TOURING"],
              [234, "19XXCW8U9LV160101"],
            ],
          ],
          [
            94,
            [
              [49, "2026 KIA TELLURIDE LX"],
              [234, "5XXSL7GG3TF070449"],
            ],
          ],
          ...section(120, "2020 HONDA ACCORD", "250", "500"),
          ...section(170, "2026 KIA TELLURIDE", "100", "250"),
        ]),
      ],
      { policyType: "auto", today: TODAY },
    );
    const vin = (id: string | null | undefined) =>
      (d.properties.find((p) => p.id === id)?.data as { vin?: string } | undefined)?.vin ?? null;
    expect(d.coverages.map((c) => [c.code, c.deductible, vin(c.property)])).toEqual([
      ["COMP", 250, "19XXCW8U9LV160101"],
      ["COLL", 500, "19XXCW8U9LV160101"],
      ["COMP", 100, "5XXSL7GG3TF070449"],
      ["COLL", 250, "5XXSL7GG3TF070449"],
    ]);
  });
});

describe("a coverage table no table reader recognises", () => {
  // A generated page's rows as the text layer gives them: two vehicles as columns, each with a
  // limit and a premium; split limits on two lines under "EA PERSON" / "EA OCC"; deductibles marked
  // "D" per vehicle, with premiums beside them in the same cell.
  const rows: Rows = [
    [32, [[32, "Policy Number: AZ 38209508572"]]],
    [44, [[32, "EFFECTIVE JUN 08 2027 TO DEC 08 2027"]]],
    [196, [[32, "DESCRIBED VEHICLES"]]],
    [
      206,
      [
        [32, "VEH"],
        [65, "YEAR"],
        [103, "TRADE NAME"],
        [180, "MODEL"],
        [290, "BODY TYPE"],
        [360, "ANNUAL"],
        [394, "IDENTIFICATION NUMBER"],
        [547, "USE"],
      ],
    ],
    [213, [[356, "MILEAGE"]]],
    [
      225,
      [
        [32, "01"],
        [65, "18"],
        [103, "JEEP"],
        [180, "COMPASS"],
        [290, "2D"],
        [361, "7000"],
        [394, "1C4J24M74JV872179"],
        [547, "B"],
      ],
    ],
    [
      237,
      [
        [32, "02"],
        [65, "12"],
        [103, "NISSAN"],
        [180, "ALTIMA"],
        [290, "4D"],
        [361, "9000"],
        [394, "JN87YKBW9CP866767"],
        [547, "B"],
      ],
    ],
    [
      252,
      [[32, "The Vehicle(s) described herein is principally garaged at the above address unless otherwise stated."]],
    ],
    [261, [[32, "VEH 01 MESA AZ 85215"]]],
    [273, [[32, "VEH 02 MESA AZ 85215"]]],
    [
      290,
      [
        [
          32,
          "COVERAGE IS PROVIDED WHERE A PREMIUM OR 'INCL' IS SHOWN FOR THE VEHICLE. LIMITS APPLY PER VEHICLE UNLESS OTHERWISE STATED.",
        ],
      ],
    ],
    [
      302,
      [
        [32, "COVERAGES LIMITS OF LIABILITY"],
        [262, "VEH"],
        [342, "VEH"],
        [421, "VEH"],
        [501, "VEH"],
      ],
    ],
    [
      309,
      [
        [32, '("ACV" MEANS ACTUAL CASH VALUE)'],
        [262, "01"],
        [315, "6-MONTH 02"],
        [395, "6-MONTH"],
      ],
    ],
    [
      318,
      [
        [262, "D=DED"],
        [315, "PREMIUM D=DED"],
        [395, "PREMIUM D=DED"],
        [474, "PREMIUM D=DED"],
        [553, "PREMIUM"],
      ],
    ],
    [
      326,
      [
        [262, "AMOUNT"],
        [335, "$ AMOUNT"],
        [415, "$ AMOUNT"],
        [494, "$ AMOUNT"],
        [574, "$"],
      ],
    ],
    [337, [[32, "LIABILITY COVERAGE"]]],
    [
      347,
      [
        [32, "BODILY INJURY"],
        [131, "EA PERSON"],
        [226, "$25,000"],
      ],
    ],
    [
      358,
      [
        [131, "EA OCC"],
        [226, "$50,000"],
        [315, "35.85"],
        [394, "59.15"],
      ],
    ],
    [
      368,
      [
        [32, "PROPERTY DAMAGE"],
        [131, "EA OCC"],
        [221, "$100,000"],
        [310, "143.75"],
        [394, "87.53"],
      ],
    ],
    [378, [[32, "SECTION C - UM/UIM"]]],
    [
      389,
      [
        [32, "BODILY INJURY"],
        [131, "EA PERSON"],
        [226, "$25,000"],
      ],
    ],
    [
      399,
      [
        [131, "EA OCC"],
        [226, "$50,000"],
        [315, "55.11"],
        [394, "70.03"],
      ],
    ],
    [410, [[32, "PART D - PHYSICAL DAMAGE COVERAGE"]]],
    [
      420,
      [
        [32, "COMPREHENSIVE LOSS"],
        [131, "ACV LESS"],
        [262, "D 500"],
        [315, "22.17 D1000"],
        [389, "313.45"],
      ],
    ],
    [
      430,
      [
        [32, "COLLISION LOSS"],
        [131, "ACV LESS"],
        [262, "D1000"],
        [310, "108.41 D 500"],
        [389, "352.26"],
      ],
    ],
    [441, [[32, "OTHER COVERAGES"]]],
    [
      451,
      [
        [32, "PERSONAL INJURY"],
        [226, "$10,000"],
        [315, "14.75"],
        [394, "25.20"],
      ],
    ],
    [462, [[32, "PROTECTION"]]],
    [
      472,
      [
        [32, "LOAN/LEASE GAP"],
        [211, "25% OF ACV"],
        [315, "12.57"],
        [394, "15.02"],
      ],
    ],
    [482, [[32, "COVERAGE"]]],
    [
      493,
      [
        [32, "VEHICLE TOTAL PREMIUM"],
        [310, "392.61"],
        [389, "922.64"],
      ],
    ],
  ];

  it("reads each coverage line by line: split limits, single limits and a deductible per vehicle", () => {
    const d = parsePolicy([page(rows)], { policyType: "auto", today: TODAY });
    const vin = (id: string | null | undefined) =>
      (d.properties.find((p) => p.id === id)?.data as { vin?: string } | undefined)?.vin ?? null;
    expect(
      d.coverages.map((c) => [c.code, c.limitPerPerson, c.limitPerAccident, c.deductible, vin(c.property)]),
    ).toEqual([
      ["BI", 25_000, 50_000, null, null],
      ["PD", null, 100_000, null, null],
      ["UMBI", 25_000, 50_000, null, null],
      ["COMP", null, null, 500, "1C4J24M74JV872179"],
      ["COMP", null, null, 1000, "JN87YKBW9CP866767"],
      ["COLL", null, null, 1000, "1C4J24M74JV872179"],
      ["COLL", null, null, 500, "JN87YKBW9CP866767"],
    ]);
  });

  it("joins a coverage name wrapped over two lines of its column, and not a sentence above one", () => {
    const d = parsePolicy(
      [
        page([
          [40, [[60, "Policy Number: AZ 38209508572"]]],
          [52, [[60, "EFFECTIVE JUN 08 2027 TO DEC 08 2027"]]],
          [
            70,
            [
              [60, "01"],
              [90, "2018 JEEP COMPASS"],
              [300, "1C4J24M74JV872179"],
            ],
          ],
          [100, [[60, "Limits apply per vehicle unless otherwise stated."]]],
          [
            112,
            [
              [60, "BODILY INJURY"],
              [149, "EA PER"],
              [229, "$20,000"],
            ],
          ],
          [
            124,
            [
              [149, "EA ACC"],
              [229, "$40,000"],
              [330, "161.39"],
            ],
          ],
          [
            137,
            [
              [60, "PROPERTY"],
              [149, "EA ACC"],
              [224, "$250,000"],
              [330, "320.40"],
            ],
          ],
          [149, [[60, "DAMAGE"]]],
          [
            162,
            [
              [60, "OTHER THAN"],
              [149, "ACV LESS"],
              [267, "D 500"],
              [335, "61.38"],
            ],
          ],
          [
            174,
            [
              [60, "COLLISION"],
              [149, "DED"],
            ],
          ],
          [
            186,
            [
              [60, "UPSET OR"],
              [149, "ACV LESS"],
              [267, "D 250"],
              [330, "215.02"],
            ],
          ],
          [
            198,
            [
              [60, "COLLISION"],
              [149, "DED"],
            ],
          ],
        ]),
      ],
      { policyType: "auto", today: TODAY },
    );
    expect(d.coverages.map((c) => [c.code, c.limitPerPerson, c.limitPerAccident, c.deductible])).toEqual([
      ["BI", 20_000, 40_000, null],
      ["PD", null, 250_000, null],
      ["COMP", null, null, 500],
      ["COLL", null, null, 250],
    ]);
  });
});
