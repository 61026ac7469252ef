import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { INDEPENDENT_KINDS, generatePage, type IndependentKind, type TruthPolicy } from "@/tests/support/declarations";
import { formatDate, type DateStyle } from "@/tests/support/declarations/kinds/common";

// The independent kinds added after Farmers, State Farm and Nationwide pages, after the insurtech
// apps (Root, Lemonade), agency-issued declarations (ACORD 75, Hanover's agent block),
// form-structured pages (USAA, Allstate, Progressive's parts) and the papers lenders receive
// besides declarations (ID card sheets and mortgagee bills, ACORD 27/23-style evidence forms,
// renewal statements with a changes box): every page renders, its text layer holds every value
// its truth claims in some printed form, and a seed always gives the same bytes and truth.

const NEW_KINDS = [
  "tiered-premiums",
  "symbol-schedule",
  "vehicle-rows",
  "portal-summary",
  "agency-letter",
  "policy-sections",
  "id-card-sheet",
  "evidence-form",
  "renewal-statement",
  "coverage-matrix",
  "home-dec-boxes",
  "auto-certificate",
  "vehicle-sections",
  "verification-form",
  "lienholder-notice",
  "ams-policy-detail",
  "reversed-column-schedule",
  "mobile-app-screens",
  "bilingual-declarations",
  "escrow-premium-bill",
  "insurance-binder",
  "dwelling-fire-landlord",
  "continued-schedule",
  "gutter-captions",
  "agency-policy-listing",
  "fax-transmittal",
  "newspaper-columns",
  "coverage-change-endorsement",
  "package-policy-summary",
  "limits-in-headers",
  "stacked-value-captions",
  "claims-free-renewal-offer",
  "option-menu-selections",
  "long-format-coverage-export",
  "plain-language-at-a-glance",
  "requirements-vs-found-report",
  "coverage-checkbox-worksheet",
  "renewal-term-comparison",
  "footnoted-coverage-schedule",
  "grouped-row-schedule",
  "brand-letterhead-underwriter",
  "multi-car-household-schedule",
  "endorsement-laden-home-declarations",
  "multi-interest-schedule",
  "question-answer-summary",
  "itemized-legal-declarations",
  "manufactured-home-declarations",
  "condo-master-certificate",
  "commercial-fleet-schedule",
  "premium-installment-schedule",
  "reinstatement-notice",
  "agent-crm-notes-printout",
  "specialty-vehicle-declarations",
  "flood-declarations",
  "data-download-printout",
  "mortgagee-clause-change-confirmation",
  "percentage-deductible-home-declarations",
  "surplus-lines-certificate",
  "driver-vehicle-assignment-declarations",
  "value-caption-snapshot",
  "interest-box-renewal",
  "agent-information-sheet",
] as const satisfies readonly IndependentKind[];
const TYPES = ["auto", "home", "condo"] as const;
const SEEDS = [20261126, 7, 424242];
const PER_TYPE = 2;

async function pdfText(bytes: Uint8Array): Promise<{ pages: number; text: string }> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  return { pages: pdf.numPages, text: text.replace(/\s+/g, " ").toLowerCase() };
}

const DATE_STYLES: DateStyle[] = [
  "m/d/yyyy",
  "mm/dd/yyyy",
  "mm/dd/yy",
  "mm-dd-yy",
  "Mon d, yyyy",
  "Month d, yyyy",
  "MON dd yyyy",
];
const dateForms = (iso: string) => [
  ...DATE_STYLES.map((s) => formatDate(iso, s)),
  formatDate(iso, "MON dd yyyy").replace(/ (\d\d) /, " $1, "),
  iso,
];
const grouped = (n: number, cents = false) =>
  n.toLocaleString("en-US", { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: cents ? 2 : 0 });

/** The truth's printed values that the text layer lacks, each as "field: value". */
function missing(truth: TruthPolicy, text: string, layout: string): string[] {
  const out: string[] = [];
  const has = (field: string, forms: string[]) => {
    if (!forms.some((f) => text.includes(f.replace(/\s+/g, " ").toLowerCase()))) out.push(`${field}: ${forms[0]}`);
  };
  const thousands = layout.includes("thousands");
  // App pages shorten round limits: "$100k", "$1M".
  const abbrev = layout.includes("abbrev");
  const limit = (n: number) => [
    grouped(n),
    ...(thousands && n % 1000 === 0 ? [`${n / 1000}/`, `/${n / 1000}`] : []),
    ...(abbrev ? [`$${n / 1000}k`, `$${n / 1_000_000}m`] : []),
  ];
  has("policyNumber", [truth.policyNumber]);
  has("effectiveDate", dateForms(truth.effectiveDate));
  has("expirationDate", dateForms(truth.expirationDate));
  has("premium", [grouped(truth.premium, true)]);
  has("carrier", [truth.carrier.name]);
  if (truth.carrier.naicCode) has("naicCode", [truth.carrier.naicCode]);
  for (const p of truth.insureds) {
    has("insured.firstName", [p.firstName]);
    has("insured.lastName", [p.lastName]);
  }
  const address = (field: string, a: TruthPolicy["address"]) => {
    has(`${field}.line1`, [a.addressLine1]);
    if (a.addressLine2) has(`${field}.line2`, [a.addressLine2]);
    has(`${field}.city`, [a.city]);
    has(`${field}.postalCode`, [a.postalCode]);
  };
  address("address", truth.address);
  for (const p of truth.properties) {
    if (p.type === "dwelling") address("dwelling", p.data.address);
    else {
      has("vin", [p.data.vin]);
      has("year", [String(p.data.year)]);
      has("make", [p.data.make]);
      has("model", [p.data.model]);
    }
  }
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

describe("new independent kinds", () => {
  it("are registered with the others", () => {
    for (const k of NEW_KINDS) expect(INDEPENDENT_KINDS).toContain(k);
  });

  for (const kind of NEW_KINDS)
    describe(kind, () => {
      for (const type of TYPES)
        it(`prints every truth value of ${type} pages`, async () => {
          for (const seed of SEEDS)
            for (let i = 0; i < PER_TYPE; i++) {
              const page = await generatePage(seed, i, { layouts: [kind], types: [type], damage: 0, scannedPage: 0 });
              expect(page.layout).toBe(kind);
              expect(page.truth.layout.split("+")[0]).toBe(kind);
              expect(page.truth.policy.type).toBe(type);
              const { pages, text } = await pdfText(page.bytes);
              expect(pages).toBeGreaterThan(0);
              expect(missing(page.truth.policy, text, page.truth.layout), `${page.id} ${page.truth.layout}`).toEqual(
                [],
              );
            }
        });

      it("is deterministic for a seed", async () => {
        for (const type of TYPES) {
          const opts = { layouts: [kind], types: [type] };
          const [a, b] = [await generatePage(99, 3, opts), await generatePage(99, 3, opts)];
          expect(Buffer.from(a.bytes).equals(Buffer.from(b.bytes))).toBe(true);
          expect(a.truth).toEqual(b.truth);
        }
      });
    });
});
