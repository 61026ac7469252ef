import type { Address, Coverage, CoverageCode, Insured, PolicyDraft, ThirdParty } from "@/lib/schemas/policy";
import { parseAddress, parseOneLine } from "./address";
import { parseDate } from "./dates";
import type { Cell, Doc, Row } from "./doc";
import { findAmounts } from "./money";
import { parseInsuredNames } from "./names";

// ACORD 27 and 28, the evidence of property insurance an agent sends a lender: a fixed grid of
// small capitalised captions with the value under (or beside) each one. Reading the grid by its
// captions is surer than the declarations-page rules, which take the form's fine print for
// parties and its captions for values.

export interface EvidenceRead {
  form: "ACORD 27" | "ACORD 28";
  carrier: string | null;
  naicCode: string | null;
  policyNumber: string | null;
  effectiveDate: string | null;
  expirationDate: string | null;
  insureds: Insured[];
  address: Address | null;
  /** The insured property's address when the description is one. */
  location: Address | null;
  coverages: Omit<Coverage, "property">[];
  interests: Omit<ThirdParty, "property">[];
}

const FORM = /\bACORD\s*(27|28)\b/;
const TITLE = /EVIDENCE OF (?:COMMERCIAL )?PROPERTY INSURANCE/;
/** Where the form's left and right halves meet: values of the left half stay left of it. */
const MIDDLE = 300;

const caption = (doc: Doc, re: RegExp): Cell | null => {
  for (const row of doc.rows) for (const c of row.cells) if (re.test(c.text.trim())) return c;
  return null;
};

/** The cells under a caption, in its column (from its left edge to the next caption to its right). */
function under(doc: Doc, label: Cell, rows: number): Cell[] {
  const row = doc.rows[label.row];
  const nextRight = row.cells.find((c) => c.x > label.x + 4);
  const right = nextRight ? nextRight.x - 8 : label.x < MIDDLE ? MIDDLE : Infinity;
  const out: Cell[] = [];
  for (let i = label.row + 1; i < doc.rows.length && i <= label.row + rows; i++) {
    const r: Row = doc.rows[i];
    if (r.page !== row.page) break;
    out.push(...r.cells.filter((c) => c.x >= label.x - 4 && c.x < right));
  }
  return out;
}

const valueUnder = (doc: Doc, re: RegExp, rows = 2): string | null => {
  const label = caption(doc, re);
  if (!label) return null;
  const cell = under(doc, label, rows).find((c) => /[A-Za-z0-9]/.test(c.text) && !/^[A-Z ()/#:]+$/.test(c.text));
  return cell?.text.trim() ?? null;
};

const CAPTION =
  /^(?:MORTGAGEE|ADDITIONAL INSURED|LOSS PAYEE|LENDER'?S LOSS PAYABLE|CONTRACT OF SALE|LOAN\s*#|AUTHORIZED REPRESENTATIVE|NAME AND ADDRESS)$/i;

/** A name and address block: the caption's own row right of it, then the lines below in its column. */
function block(doc: Doc, label: Cell, rows: number): string[] {
  const row = doc.rows[label.row];
  const beside = row.cells.filter((c) => c.x > label.x2 && c.x < MIDDLE).map((c) => c.text.trim());
  const below = under(doc, label, rows).map((c) => c.text.trim());
  const lines = [...beside, ...below].filter((t) => t && !CAPTION.test(t));
  // "SAN FRANCISCO, CA" over "12345": one city line.
  return lines.reduce<string[]>((out, t) => {
    if (/^\d{5}(?:-\d{4})?$/.test(t) && out.length) out[out.length - 1] += ` ${t}`;
    else out.push(t);
    return out;
  }, []);
}

function coverageCode(label: string): CoverageCode {
  if (/contents|personal property/i.test(label) && !/building/i.test(label)) return "PERSONAL_PROPERTY";
  if (/liability/i.test(label)) return "PERSONAL_LIABILITY";
  return "DWELLING";
}

function coverages(doc: Doc): Omit<Coverage, "property">[] {
  const out: Omit<Coverage, "property">[] = [];
  const amountHead = caption(doc, /^AMOUNT OF INSURANCE$/);
  const dedHead = caption(doc, /^DEDUCTIBLE$/);
  if (amountHead) {
    // ACORD 27: a table of coverages under "AMOUNT OF INSURANCE" and "DEDUCTIBLE".
    for (let i = amountHead.row + 1; i < doc.rows.length && i <= amountHead.row + 6; i++) {
      const r = doc.rows[i];
      if (/REMARKS|CANCELLATION/.test(r.text)) break;
      const amount = r.cells.find((c) => c.x2 > amountHead.x - 20 && (!dedHead || c.x < dedHead.x - 4));
      const ded = dedHead ? r.cells.find((c) => c.x2 > dedHead.x - 10) : undefined;
      const limit = amount ? findAmounts(amount.text)[0]?.value : undefined;
      if (limit === undefined) continue;
      out.push({
        code: coverageCode(r.cells[0].text),
        limitPerPerson: null,
        limitPerAccident: limit,
        deductible: ded ? (findAmounts(ded.text)[0]?.value ?? null) : null,
      });
    }
  }
  // ACORD 28: "COMMERCIAL PROPERTY COVERAGE AMOUNT OF INSURANCE: $ 17,438,400   DED: 5,000" on one line.
  const inline = doc.rows.find((r) => /AMOUNT OF INSURANCE:/.test(r.text));
  if (!out.length && inline) {
    const [, after = ""] = inline.text.split(/AMOUNT OF INSURANCE:/);
    const [limitText, dedText = ""] = after.split(/\bDED\b:?/);
    const limit = findAmounts(limitText)[0]?.value;
    if (limit !== undefined)
      out.push({
        code: "DWELLING",
        limitPerPerson: null,
        limitPerAccident: limit,
        deductible: findAmounts(dedText)[0]?.value ?? null,
      });
  }
  return out;
}

/** The interest box checked ("X MORTGAGEE"); a form whose checks are drawn, not typed, is a lender's mortgagee evidence. */
function interestType(doc: Doc, from: number): ThirdParty["type"] {
  const text = doc.rows
    .slice(from, from + 4)
    .map((r) => r.text)
    .join(" ");
  if (/\bX\s*(?:LENDER'?S\s*)?LOSS PAYE/i.test(text)) return "lienholder";
  if (/\bX\s*MORTGAGEE/i.test(text)) return "mortgagee";
  if (/\bX\s*(?:ADDITIONAL INSURED|CONTRACT OF SALE|[A-Z][a-z]+ [A-Z][a-z]+)/.test(text)) return "interest";
  return "mortgagee";
}

function interests(doc: Doc): Omit<ThirdParty, "property">[] {
  const heading = caption(doc, /^ADDITIONAL INTEREST$/);
  if (!heading) return [];
  const label = doc.rows
    .slice(heading.row, heading.row + 5)
    .flatMap((r) => r.cells)
    .find((c) => /^NAME AND ADDRESS$/.test(c.text.trim()));
  if (!label) return [];
  const lines = block(doc, label, 6);
  if (!lines.length) return [];
  const loan = valueUnder(doc, /^LOAN\s*#$/, 1);
  return [
    {
      type: interestType(doc, heading.row),
      name: lines[0],
      address: parseAddress(lines.slice(1)) ?? parseOneLine(lines.slice(1).join(" ")),
      loanNumber: loan && /\d/.test(loan) ? loan : null,
    },
  ];
}

export function readAcordEvidence(doc: Doc): EvidenceRead | null {
  const form = FORM.exec(doc.text);
  if (!form || !TITLE.test(doc.text)) return null;
  const insuredLabel = caption(doc, /^(?:NAMED )?INSURED(?: AND ADDRESS)?$/);
  const insuredLines = insuredLabel ? block(doc, insuredLabel, 4) : [];
  const carrierLabel = caption(doc, /^COMPANY(?: NAME AND ADDRESS)?$/);
  const carrier = carrierLabel ? (under(doc, carrierLabel, 2)[0]?.text.trim() ?? null) : null;
  const locationText = valueUnder(doc, /^LOCATION\s*\/\s*DESCRIPTION$/, 2);
  const loanNumber = valueUnder(doc, /^LOAN NUMBER$/, 1);
  const found = interests(doc);
  if (loanNumber && /\d/.test(loanNumber) && found[0] && !found[0].loanNumber) found[0].loanNumber = loanNumber;
  return {
    form: `ACORD ${form[1]}` as EvidenceRead["form"],
    carrier,
    naicCode: /NAIC\s*(?:NO|#|CODE)?\s*:?\s*(\d{5})\b/.exec(doc.text)?.[1] ?? null,
    policyNumber: valueUnder(doc, /^POLICY NUMBER$/),
    effectiveDate: parseDate(valueUnder(doc, /^EFFECTIVE DATE$/) ?? ""),
    expirationDate: parseDate(valueUnder(doc, /^EXPIRATION DATE$/) ?? ""),
    insureds: insuredLines.length ? parseInsuredNames(insuredLines.slice(0, 1)) : [],
    address: parseAddress(insuredLines.slice(1)),
    location: locationText ? parseOneLine(locationText) : null,
    coverages: coverages(doc),
    interests: found,
  };
}

/** The draft with what the evidence form's grid gives in place of the page rules' reading. */
export function applyEvidence(draft: PolicyDraft, read: EvidenceRead, fields: Record<string, number>): void {
  const sure = 0.9;
  if (read.carrier) {
    draft.carrier = { id: null, name: read.carrier, naicCode: read.naicCode ?? draft.carrier.naicCode };
    fields["carrier.name"] = sure;
  }
  if (read.policyNumber) [draft.policyNumber, fields.policyNumber] = [read.policyNumber, sure];
  if (read.effectiveDate && read.expirationDate) {
    draft.effectiveDate = read.effectiveDate;
    draft.expirationDate = read.expirationDate;
    fields.effectiveDate = fields.expirationDate = sure;
  }
  if (read.insureds.length) [draft.insureds, fields.insureds] = [read.insureds, sure];
  if (read.address) [draft.address, fields.address] = [read.address, sure];
  const dwelling = draft.properties.find((p) => p.type === "dwelling");
  if (dwelling && (read.location ?? read.address)) {
    dwelling.data = { address: read.location ?? read.address };
    fields["properties[0]"] = sure;
  }
  if (read.coverages.length) {
    draft.coverages = read.coverages.map((c) => ({ ...c, property: dwelling?.id ?? null }));
    fields.coverages = sure;
  }
  if (read.interests.length) {
    draft.thirdParties = read.interests.map((t) => ({ ...t, property: null }));
    fields.thirdParties = sure;
  }
  // Evidence of insurance states no premium: a figure read from its fine print is not one.
  draft.premium = null;
}
