import { describe, expect, it } from "vitest";
import type { PolicyDraft } from "@/lib/schemas/policy";
import { buildDoc, parseDoc } from "@/lib/service/documents/parse";
import { applyLearned } from "@/lib/service/documents/hints/apply";
import { stableField } from "@/lib/service/documents/hints/fields";
import { layoutFingerprint } from "@/lib/service/documents/hints/fingerprint";
import { carrierKey, type LearnedHint } from "@/lib/service/documents/hints/lessons";
import { learnHint, samePlace } from "@/lib/service/documents/hints/place";
import { REVIEW_BAR } from "@/lib/service/documents/confidence/calibrate";
import type { TextPage } from "@/lib/service/documents/text/types";
import type { FixtureRow } from "../fixtures/documents/declarations";
import { textPage } from "../fixtures/documents/text-page";

// One reviewer's correction on one page teaches the reader where this layout prints the field for
// this client; every other page of that layout is then read right, and pages of another layout (or
// another client's hints) read exactly as before. The value read from one lesson still goes past a
// person; a second correction on another document that agrees makes it trusted.

const today = new Date("2026-05-01T00:00:00Z");
const money = (n: number) => `$${n.toLocaleString("en-US", { minimumFractionDigits: 2 })}`;

interface Truth {
  policyNumber: string;
  premium: number;
  loanNumber: string;
  collision: number;
  expiration: string;
}

const truthOf = (n: number): Truth => ({
  policyNumber: `KM-${4100 + n * 7}-${10 + n}`,
  premium: 800 + n * 37.5,
  loanNumber: `LN-${55501234 + n * 911}`,
  collision: 250 + 250 * (n % 4),
  expiration: `2026-${String(7 + (n % 5)).padStart(2, "0")}-${String(10 + n).padStart(2, "0")}`,
});

/** Keystone's form: labels left of their values; the total due is not where the parser looks for a premium. */
function keystonePage(n: number, t = truthOf(n)): TextPage {
  const [y, m, d] = t.expiration.split("-");
  const rows: FixtureRow[] = [
    [
      [50, "Keystone Mutual Insurance Company"],
      [380, "NAIC 24680"],
    ],
    [[50, "PERSONAL AUTO DECLARATIONS"]],
    [
      [50, "Policy Number:"],
      [200, t.policyNumber],
    ],
    [
      [50, "Policy Period:"],
      [200, `03/01/2026 to ${m}/${d}/${y}`],
    ],
    [
      [50, "Named Insured:"],
      [200, `JANE DOE${n}`],
    ],
    [
      [50, "Mailing Address:"],
      [200, `${10 + n} OAK ST`],
    ],
    [[200, "SPRINGFIELD, IL 62701"]],
    [
      [50, "Vehicle 1: 2021 Honda Accord"],
      [330, "VIN: 1HGCM82633A004352"],
    ],
    [
      [50, "Coverage"],
      [250, "Limits"],
      [400, "Deductible"],
      [500, "Premium"],
    ],
    [
      [50, "Bodily Injury Liability"],
      [250, "$100,000/$300,000"],
      [500, money(200 + n)],
    ],
    [
      [50, "Collision"],
      [250, "ACV"],
      [400, `$${t.collision}`],
      [500, money(150 + n)],
    ],
    [
      [50, "Lienholder"],
      [200, "ALLY BANK"],
    ],
    [
      [50, "Acct Ref"],
      [200, t.loanNumber],
    ],
    [
      [50, "Contract Amount Due"],
      [200, money(t.premium)],
    ],
  ];
  return textPage(rows);
}

/** Another Keystone layout: the same words, but the total due printed under its label, further right. */
function keystoneStackedPage(n: number, t = truthOf(n)): TextPage {
  return textPage([
    [
      [50, "Keystone Mutual Insurance Company"],
      [380, "NAIC 24680"],
    ],
    [[50, "AUTO POLICY DECLARATIONS"]],
    [
      [50, "Policy Number"],
      [300, "Contract Amount Due"],
    ],
    [
      [50, t.policyNumber],
      [300, money(t.premium)],
    ],
    [
      [50, "Policy Period:"],
      [200, "03/01/2026 to 09/01/2026"],
    ],
    [
      [50, "Named Insured:"],
      [200, `JOHN ROE${n}`],
    ],
    [
      [50, "Coverage"],
      [250, "Limits"],
      [400, "Deductible"],
      [500, "Premium"],
    ],
    [
      [50, "Bodily Injury Liability"],
      [250, "$50,000/$100,000"],
      [500, money(300 + n)],
    ],
    [
      [50, "Collision"],
      [250, "ACV"],
      [400, "$1,000"],
      [500, money(90 + n)],
    ],
  ]);
}

/** A page of another carrier printing the same label in the same place. */
function otherCarrierPage(n: number, t = truthOf(n)): TextPage {
  const page = keystonePage(n, t);
  page.lines[0] = textPage([
    [
      [50, "Granite State Casualty Company"],
      [380, "NAIC 13579"],
    ],
  ]).lines[0];
  return page;
}

const read = (page: TextPage, learned?: LearnedHint[]) => {
  const doc = buildDoc([page]);
  return applyLearned(doc, parseDoc(doc, { policyType: "auto", today }), learned, today);
};

/** Property ids are random per reading: compare readings without them. */
function withoutIds(draft: PolicyDraft): unknown {
  return JSON.parse(JSON.stringify(draft).replace(/prp_[a-z0-9]+/g, "prp"));
}

/** What the correction endpoint stores: the hint of one corrected field, for this client and the page's layout. */
function teach(page: TextPage, path: string, value: unknown, clientId = "cli_a", agreements = 1): LearnedHint {
  const draft = read(page);
  const field = stableField(path, draft);
  if (!field) throw new Error(`${path} is not learnable`);
  const shape = learnHint(buildDoc([page]), field, value);
  if (!shape) throw new Error(`nothing learned for ${path}`);
  return { ...shape, clientId, fingerprint: layoutFingerprint(buildDoc([page])), agreements };
}

const MORE = Array.from({ length: 10 }, (_, i) => i + 2);

describe("one correction teaches a layout", () => {
  it("the parser misreads Keystone's premium and loan number without help", () => {
    for (const n of [1, ...MORE]) {
      const draft = read(keystonePage(n));
      expect(draft.premium).not.toBe(truthOf(n).premium);
      expect(draft.thirdParties[0]?.loanNumber ?? null).toBeNull();
    }
  });

  it("a premium corrected on page 1 is read right on ten more pages of that layout", () => {
    const hint = teach(keystonePage(1), "premium", truthOf(1).premium);
    expect(hint).toMatchObject({
      field: "premium",
      label: "contract amount due",
      relation: "right",
      kind: "money",
    });
    expect(hint.fingerprint).toMatch(/^lay1:[0-9a-f]{32}$/);
    for (const n of MORE) {
      const draft = read(keystonePage(n), [hint]);
      expect(draft.premium, `page ${n}`).toBe(truthOf(n).premium);
      // One lesson replaced what the reader read: a person still looks at it.
      expect(draft.review?.fields.premium).toBeLessThan(REVIEW_BAR);
      expect(draft.review?.flagged).toContain("premium");
      // Nothing else moves.
      const before = read(keystonePage(n));
      expect(withoutIds({ ...draft, premium: null, review: undefined })).toEqual(
        withoutIds({ ...before, premium: null, review: undefined }),
      );
    }
  });

  it("a loan number, a coverage deductible and a date are learned the same way", () => {
    const page = keystonePage(1);
    const parsed = read(page);
    const coll = parsed.coverages.findIndex((c) => c.code === "COLL");
    const hints = [
      teach(page, "thirdParties[0].loanNumber", truthOf(1).loanNumber),
      teach(page, `coverages[${coll}].deductible`, truthOf(1).collision),
      teach(page, "expirationDate", truthOf(1).expiration),
    ];
    expect(hints.map((h) => [h.field, h.label, h.relation])).toEqual([
      ["thirdParties[0].loanNumber", "acct ref", "right"],
      ["coverages[COLL:0].deductible", "collision", "right"],
      ["expirationDate", "policy period", "right"],
    ]);
    expect(hints[2].geometry.nth).toBe(1);
    for (const n of MORE) {
      const draft = read(keystonePage(n), hints);
      expect(draft.thirdParties[0].loanNumber).toBe(truthOf(n).loanNumber);
      expect(draft.coverages.find((c) => c.code === "COLL")?.deductible).toBe(truthOf(n).collision);
      expect(draft.expirationDate).toBe(truthOf(n).expiration);
    }
  });

  it("pages of another layout or another client's hints are unchanged; the same form of another carrier is read alike", () => {
    const hints = [
      teach(keystonePage(1), "premium", truthOf(1).premium),
      teach(keystonePage(1), "thirdParties[0].loanNumber", truthOf(1).loanNumber),
    ];
    for (const n of MORE) {
      // Same carrier, other arrangement: another fingerprint.
      expect(withoutIds(read(keystoneStackedPage(n), hints))).toEqual(withoutIds(read(keystoneStackedPage(n))));
      // Same arrangement under another carrier's name: the layout is what was learned, the name plays no part.
      const other = read(otherCarrierPage(n), hints);
      expect(other.premium).toBe(truthOf(n).premium);
      expect(other.review?.flagged).toContain("premium");
    }
  });

  it("a document naming the carrier a lesson was learned for does not get it unless its layout is the same", () => {
    const hint = teach(keystonePage(1), "premium", truthOf(1).premium, "cli_a", 2);
    // Keystone's name and NAIC code, the label with a number to its right, but not Keystone's form.
    const impostor = textPage([
      [
        [50, "Keystone Mutual Insurance Company"],
        [380, "NAIC 24680"],
      ],
      [[50, "AUTO POLICY DECLARATIONS"]],
      [
        [50, "Policy Number:"],
        [200, "KM-9999-99"],
      ],
      [
        [50, "Policy Period:"],
        [200, "03/01/2026 to 09/01/2026"],
      ],
      [
        [50, "Contract Amount Due"],
        [200, "$1.00"],
      ],
      [
        [50, "Total Premium:"],
        [200, "$2,400.00"],
      ],
    ]);
    expect(carrierKey(read(impostor).carrier)).toBe("naic:24680");
    expect(layoutFingerprint(buildDoc([impostor]))).not.toBe(hint.fingerprint);
    expect(withoutIds(read(impostor, [hint]))).toEqual(withoutIds(read(impostor)));
  });

  it("a place taught by two agreeing corrections is trusted; one lesson that agrees with the reader keeps its confidence", () => {
    const once = teach(keystonePage(1), "premium", truthOf(1).premium);
    const twice = { ...once, agreements: 2 };
    for (const n of MORE) {
      const draft = read(keystonePage(n), [twice]);
      expect(draft.premium).toBe(truthOf(n).premium);
      expect(draft.review?.fields.premium).toBeGreaterThanOrEqual(0.9);
      expect(draft.review?.flagged).not.toContain("premium");
    }
    // The policy number the reader reads right: a lesson pointing at it changes nothing, confidence included.
    const number = teach(keystonePage(1), "policyNumber", truthOf(1).policyNumber);
    for (const n of MORE) expect(read(keystonePage(n), [number]).review).toEqual(read(keystonePage(n)).review);
  });

  it("two lessons agree when they point at the same place from the same label, not at another value of it", () => {
    const one = teach(keystonePage(1), "expirationDate", truthOf(1).expiration);
    const two = teach(keystonePage(2), "expirationDate", truthOf(2).expiration);
    expect(two.fingerprint).toBe(one.fingerprint);
    expect(samePlace(one.geometry, two.geometry)).toBe(true);
    // The period's first date is another place beside the same label.
    expect(samePlace(one.geometry, { ...one.geometry, nth: 0 })).toBe(false);
    expect(samePlace(one.geometry, { ...one.geometry, dx: one.geometry.dx + 200 })).toBe(false);
  });

  it("a page with too few form labels has no fingerprint, and hints never apply to it", () => {
    const bare = textPage([[[50, "JANE DOE"]], [[50, "$1,234.00"]]]);
    expect(layoutFingerprint(buildDoc([bare]))).toBeNull();
    const hint = { ...teach(keystonePage(1), "premium", truthOf(1).premium), fingerprint: null, agreements: 5 };
    for (const n of MORE) expect(withoutIds(read(keystonePage(n), [hint]))).toEqual(withoutIds(read(keystonePage(n))));
  });

  it("labels above their values and labels inside the value's cell are learned too", () => {
    const stacked = teach(keystoneStackedPage(1), "premium", truthOf(1).premium);
    expect(stacked).toMatchObject({ label: "contract amount due", relation: "below" });
    for (const n of MORE) expect(read(keystoneStackedPage(n), [stacked]).premium).toBe(truthOf(n).premium);

    const inline = (n: number) =>
      textPage([
        [
          [50, "Keystone Mutual Insurance Company"],
          [380, "NAIC 24680"],
        ],
        [[50, "AUTO POLICY DECLARATIONS   Policy Number: KM-1-1"]],
        [[50, `Policy Period: 03/01/2026 to 09/01/2026`]],
        [[50, `Total Due Now: ${money(truthOf(n).premium)}`]],
        [[50, "Premium  $12.00 fee"]],
      ]);
    const hint = teach(inline(1), "premium", truthOf(1).premium);
    expect(hint).toMatchObject({ label: "total due now", relation: "same-cell" });
    for (const n of MORE) expect(read(inline(n), [hint]).premium).toBe(truthOf(n).premium);
  });

  it("a value the page does not print as such teaches nothing", () => {
    expect(learnHint(buildDoc([keystonePage(1)]), "premium", 123456)).toBeNull();
    expect(learnHint(buildDoc([keystonePage(1)]), "isActive", true)).toBeNull();
  });
});
