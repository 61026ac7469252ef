import { extractText } from "unpdf";
import { describe, expect, it } from "vitest";
import {
  ALL_LAYOUT_KINDS,
  generatePage,
  INDEPENDENT_KINDS,
  LAYOUT_KINDS,
  type IndependentKind,
  type TruthPolicy,
} from "@/tests/support/declarations";
import { formatDate, type DateStyle } from "@/tests/support/declarations/kinds/common";

// The independent kinds (tests/support/declarations/kinds) are generator code: these check the
// generator's own promises, not the reader. Each kind is reachable by name, makes a text PDF, and
// its truth is read off its own page (the policy number and VINs it claims are printed are there).

async function pageText(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(new Uint8Array(bytes), { mergePages: true });
  return (text as string).replace(/\s+/g, " ");
}

describe("independent declarations kinds", () => {
  it("are named apart from the lexicon kinds and listed in ALL_LAYOUT_KINDS", () => {
    expect(INDEPENDENT_KINDS.length).toBeGreaterThanOrEqual(3);
    for (const k of INDEPENDENT_KINDS) {
      expect(LAYOUT_KINDS as readonly string[]).not.toContain(k);
      expect(ALL_LAYOUT_KINDS).toContain(k);
    }
  });

  for (const kind of INDEPENDENT_KINDS)
    it(`${kind}: prints auto and home pages whose truth is on the page`, async () => {
      for (const [i, type] of [
        [0, "auto"],
        [1, "home"],
        [2, "condo"],
      ] as const) {
        const page = await generatePage("independent", i, {
          layouts: [kind],
          types: [type],
          damage: 0,
          scannedPage: 0,
        });
        expect(page.layout).toBe(kind);
        expect(page.truth.layout.split("+")[0]).toBe(kind);
        expect(new TextDecoder().decode(page.bytes.slice(0, 5))).toBe("%PDF-");
        const t = page.truth.policy;
        expect(t.type).toBe(type);
        const text = (await pageText(page.bytes)).toUpperCase();
        expect(text).toContain(t.policyNumber.toUpperCase());
        for (const p of t.properties) if (p.type === "vehicle") expect(text).toContain(p.data.vin);
        // The truth only claims a NAIC code or loan number the page prints.
        if (t.carrier.naicCode) expect(text).toContain(t.carrier.naicCode);
        for (const party of t.thirdParties)
          if (party.loanNumber) expect(text).toContain(party.loanNumber.toUpperCase());
      }
    });

  it("leaves the shared policy untouched and reproduces bytes from (seed, index)", async () => {
    const a = await generatePage("independent-repeat", 5, { layouts: ["vehicle-columns"] });
    const b = await generatePage("independent-repeat", 5, { layouts: ["vehicle-columns"] });
    expect(Buffer.from(a.bytes).equals(Buffer.from(b.bytes))).toBe(true);
    expect(a.truth).toEqual(b.truth);
  });
});

// The portal printout and the boxed evidence form, written after the real pages in
// ../shared/corpus/real and the ACORD samples in ../shared/corpus/acord: every value their truth
// claims is in the text layer in some printed form, and the page's own arrangement holds (split
// limits in the style the page chose, MM/DD/YYYY dates and typed interest marks on the form).

const HELD_OUT = ["carrier-portal-print", "acord-style-evidence"] as const satisfies readonly IndependentKind[];
const HELD_OUT_SEEDS = [777, 20261201, 31];
const HELD_OUT_TYPES = ["auto", "home", "condo"] as const;

const grouped = (n: number, cents = false) =>
  n.toLocaleString("en-US", { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: cents ? 2 : 0 });
const DATE_STYLES: DateStyle[] = ["m/d/yyyy", "mm/dd/yyyy", "Mon d, yyyy", "Month d, yyyy"];

/** The truth's values the (lower-cased) page text lacks, each as "field: value". */
function unprinted(truth: TruthPolicy, text: string, layout: string): string[] {
  const out: string[] = [];
  const has = (field: string, forms: string[]) => {
    if (!forms.some((f) => text.includes(f.replace(/\s+/g, " ").toLowerCase()))) out.push(`${field}: ${forms[0]}`);
  };
  const thousands = layout.includes("thousands");
  const limit = (n: number) => [grouped(n), ...(thousands ? [`${n / 1000}/`, `/${n / 1000}`] : [])];
  const address = (field: string, a: TruthPolicy["address"]) => {
    has(`${field}.line1`, [a.addressLine1]);
    if (a.addressLine2) has(`${field}.line2`, [a.addressLine2]);
    has(`${field}.city`, [a.city]);
    has(`${field}.postalCode`, [a.postalCode]);
  };
  has("policyNumber", [truth.policyNumber]);
  has(
    "effectiveDate",
    DATE_STYLES.map((s) => formatDate(truth.effectiveDate, s)),
  );
  has(
    "expirationDate",
    DATE_STYLES.map((s) => formatDate(truth.expirationDate, s)),
  );
  has("premium", [grouped(truth.premium, true)]);
  has("carrier", [truth.carrier.name]);
  if (truth.carrier.naicCode) has("naicCode", [truth.carrier.naicCode]);
  for (const p of truth.insureds) for (const name of [p.firstName, p.lastName]) has("insured", [name]);
  address("address", truth.address);
  for (const p of truth.properties)
    if (p.type === "dwelling") address("dwelling", p.data.address);
    else for (const v of [p.data.vin, String(p.data.year), p.data.make, p.data.model]) has("vehicle", [v]);
  for (const c of truth.coverages) {
    if (c.limitPerPerson !== null) has(`${c.code}.limitPerPerson`, limit(c.limitPerPerson));
    if (c.limitPerAccident !== null) has(`${c.code}.limitPerAccident`, limit(c.limitPerAccident));
    if (c.deductible !== null) has(`${c.code}.deductible`, [grouped(c.deductible)]);
  }
  for (const p of truth.thirdParties) {
    has("thirdParty.name", [p.name]);
    address("thirdParty", p.address);
    if (p.loanNumber) has("thirdParty.loanNumber", [p.loanNumber]);
  }
  return out;
}

async function heldOutPages(kind: (typeof HELD_OUT)[number], type: (typeof HELD_OUT_TYPES)[number]) {
  const out = [];
  for (const seed of HELD_OUT_SEEDS)
    for (let i = 0; i < 3; i++) {
      const page = await generatePage(seed, i, { layouts: [kind], types: [type], damage: 0, scannedPage: 0 });
      out.push({ page, text: (await pageText(page.bytes)).toLowerCase() });
    }
  return out;
}

describe("held-out kinds after portal printouts and evidence forms", () => {
  it("are registered", () => {
    for (const k of HELD_OUT) expect(INDEPENDENT_KINDS).toContain(k);
  });

  for (const kind of HELD_OUT)
    for (const type of HELD_OUT_TYPES)
      it(`${kind}: every value of its ${type} truths is on the page`, async () => {
        for (const { page, text } of await heldOutPages(kind, type)) {
          expect(page.truth.layout.split("+")[0]).toBe(kind);
          expect(page.truth.policy.type).toBe(type);
          expect(unprinted(page.truth.policy, text, page.truth.layout), `${page.id} ${page.truth.layout}`).toEqual([]);
        }
      });

  it("carrier-portal-print: split limits in the page's style, per-vehicle coverages only for listed vehicles", async () => {
    let vehicleWithout = 0;
    for (const { page, text } of await heldOutPages("carrier-portal-print", "auto")) {
      const t = page.truth.policy;
      const style = page.truth.layout.split("+")[1].split("-")[0];
      for (const c of t.coverages.filter((x) => x.limitPerPerson !== null)) {
        const [pp, pa] = [c.limitPerPerson!, c.limitPerAccident!];
        const form = {
          thousands: `${pp / 1000}/${pa / 1000}`,
          slash: `$${grouped(pp)}/$${grouped(pa)}`,
          words: `$${grouped(pp)} `,
          two: `$${grouped(pp)}`,
        }[style];
        expect(text, `${page.id} ${style}`).toContain(form);
      }
      const vins = t.properties.flatMap((p) => (p.type === "vehicle" ? [p.data.vin] : []));
      for (const c of t.coverages) if (c.vin) expect(vins).toContain(c.vin);
      vehicleWithout += vins.filter((v) => !t.coverages.some((c) => c.code === "COLL" && c.vin === v)).length;
    }
    // The seeds include a car without collision: its column is the "Not covered" / blank case.
    expect(vehicleWithout).toBeGreaterThan(0);
  });

  it("acord-style-evidence: MM/DD/YYYY dates, one row per split-limit half, interests marked", async () => {
    for (const type of HELD_OUT_TYPES)
      for (const { page, text } of await heldOutPages("acord-style-evidence", type)) {
        const t = page.truth.policy;
        expect(text).toContain(formatDate(t.effectiveDate, "mm/dd/yyyy"));
        expect(text).toContain(formatDate(t.expirationDate, "mm/dd/yyyy"));
        if (t.coverages.some((c) => c.limitPerPerson !== null)) {
          expect(text).toMatch(/ea person/);
          expect(text).toMatch(/ea acc/);
        }
        for (const p of t.thirdParties) {
          const marks =
            p.type === "mortgagee"
              ? ["[x] mortgagee"]
              : p.type === "lessor"
                ? ["[x] lessor", "[x] addl insured / lessor"]
                : ["[x] lienholder", "[x] loss payee"];
          expect(
            marks.some((m) => text.includes(m)),
            `${page.id} ${p.type}`,
          ).toBe(true);
        }
        if (!t.thirdParties.length) expect(text).not.toMatch(/\[x\] (lienholder|loss payee|lessor|mortgagee)/);
      }
  });
});
