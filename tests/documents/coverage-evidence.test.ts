import { describe, expect, it } from "vitest";
import { parsePolicy } from "@/lib/service/documents/parse";
import {
  groupFeatures,
  READINGS_AGREE_KEY,
  UNREAD_CAPTIONS_KEY,
  UNREAD_COVERAGES_KEY,
} from "@/lib/service/documents/confidence/features";
import type { Coverage, PolicyDraft } from "@/lib/schemas/policy";
import type { FixtureRow } from "../fixtures/documents/declarations";
import { textPage } from "../fixtures/documents/text-page";

// The confidence model hears how much of what a page names the reader left unread: a coverage
// named at a row's head with nothing kept under its code.

const HEAD: FixtureRow[] = [[[50, "Policy Number: AB-12345678"]], [[50, "Policy Period: 01/01/2026 to 07/01/2026"]]];
const evidence = (rows: FixtureRow[]) =>
  parsePolicy([textPage([...HEAD, ...rows])], {
    policyType: "auto",
    today: new Date("2026-02-01"),
    rawConfidence: true,
  }).review!.fields;
const unread = (rows: FixtureRow[]) => evidence(rows)[UNREAD_COVERAGES_KEY];

describe("unread coverage evidence", () => {
  it("is 0 when every coverage named at a row's head was read", () => {
    expect(
      unread([
        [
          [50, "Bodily Injury"],
          [250, "$100,000/$300,000"],
        ],
        [
          [50, "Property Damage"],
          [250, "$50,000"],
        ],
      ]),
    ).toBe(0);
  });

  it("counts a named coverage whose value the reader could not place", () => {
    expect(
      unread([
        [
          [50, "Bodily Injury"],
          [250, "$100,000/$300,000"],
        ],
        [
          [50, "Property Damage"],
          [250, "$50,000"],
        ],
        [[50, "Collision"]],
        [[50, "Comprehensive"]],
      ]),
    ).toBe(0.5);
  });

  it("ignores sentences that mention a coverage", () => {
    expect(
      unread([
        [
          [50, "Bodily Injury"],
          [250, "$100,000/$300,000"],
        ],
        [[50, "Collision pays for damage to your car."]],
      ]),
    ).toBe(0);
  });
});

describe("unread caption evidence", () => {
  it("counts a coverage named as a column's title that the reader kept nothing for", () => {
    const rows: FixtureRow[] = [
      [
        [50, "Bodily Injury"],
        [250, "$100,000/$300,000"],
      ],
      [
        [50, "Vehicle"],
        [250, "Towing"],
        [400, "Medical Payments"],
      ],
    ];
    expect(evidence(rows)[UNREAD_CAPTIONS_KEY]).toBe(0.5);
    expect(unread(rows)).toBe(0);
  });

  it("leaves the amounts out of a caption cell, so a labelled value still names its coverage", () => {
    const rows: FixtureRow[] = [
      [
        [50, "Bodily Injury"],
        [250, "$100,000/$300,000"],
      ],
      [[50, "Property Damage $50,000"]],
    ];
    expect(evidence(rows)[UNREAD_CAPTIONS_KEY]).toBe(0);
  });
});

describe("the two readings of an auto page", () => {
  it("agree on a plain table of coverages", () => {
    const f = evidence([
      [
        [50, "Bodily Injury"],
        [250, "$100,000/$300,000"],
      ],
      [
        [50, "Property Damage"],
        [250, "$50,000"],
      ],
    ]);
    expect(f[READINGS_AGREE_KEY]).toBe(1);
  });

  it("are not asked of a home page", () => {
    const f = parsePolicy(
      [
        textPage([
          ...HEAD,
          [
            [50, "Dwelling"],
            [250, "$300,000"],
          ],
        ]),
      ],
      {
        policyType: "home",
        today: new Date("2026-02-01"),
        rawConfidence: true,
      },
    ).review!.fields;
    expect(f[READINGS_AGREE_KEY]).toBeUndefined();
  });
});

describe("coverage checks against how policies are sold", () => {
  const cov = (code: string, limit: number | null, deductible: number | null = null, property: string | null = null) =>
    ({ code, limitPerPerson: null, limitPerAccident: limit, deductible, property }) as Coverage;
  const draft = (type: "auto" | "home", coverages: Coverage[], vehicles = 0): PolicyDraft =>
    ({
      type,
      carrier: { id: null, name: "", naicCode: null },
      policyNumber: null,
      isActive: null,
      effectiveDate: null,
      expirationDate: null,
      premium: null,
      address: null,
      insureds: [],
      properties: Array.from({ length: vehicles }, (_, i) => ({ id: `v${i}`, type: "vehicle", data: {} })),
      coverages,
      thirdParties: [],
      renewal: null,
    }) as unknown as PolicyDraft;
  // The group's own checks come first, after the six features every group shares.
  const checks = (d: PolicyDraft) => groupFeatures("coverages", d, { raw: {}, pages: 1 }).slice(6, 10);

  it("holds a home page whose limits keep the form's proportions, and not one read from the wrong cells", () => {
    const right = [
      cov("DWELLING", 300000, 1000),
      cov("OTHER_STRUCTURES", 30000),
      cov("PERSONAL_PROPERTY", 150000),
      cov("LOSS_OF_USE", 60000),
    ];
    expect(checks(draft("home", right))).toEqual([1, 1, 1, 1]);
    const shifted = [
      cov("DWELLING", 30000, 1234),
      cov("OTHER_STRUCTURES", 150000),
      cov("PERSONAL_PROPERTY", 60000),
      cov("LOSS_OF_USE", 300000),
    ];
    expect(checks(draft("home", shifted))).toEqual([0, 0, 0, 0]);
  });

  it("holds an auto page whose comprehensive deductible is under collision's, one of each per vehicle", () => {
    const right = [
      cov("COMP", null, 250, "v0"),
      cov("COLL", null, 500, "v0"),
      cov("COMP", null, 500, "v1"),
      cov("COLL", null, 500, "v1"),
    ];
    expect(checks(draft("auto", right, 2))).toEqual([1, 1, 1, 1]);
    const crossed = [cov("COMP", null, 1000, "v0"), cov("COLL", null, 500, "v0"), cov("COLL", null, 500, "v1")];
    expect(checks(draft("auto", crossed, 2))).toEqual([0, 0, 1, 1]);
  });
});
