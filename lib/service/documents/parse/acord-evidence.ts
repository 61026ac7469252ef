import type { Address, Coverage, CoverageCode, Insured, PolicyDraft, ThirdParty } from "@/lib/schemas/policy";
import { parseAddress, parseOneLine } from "@/lib/service/address/printed-lines";
import { newId } from "@/lib/service/ids";
import { parseDate } from "./dates";
import { block, caption, interestType, under, valueUnder } from "./acord-grid";
import type { Doc } from "./doc";
import { findAmounts } from "./money";
import { parseInsuredNames } from "./names";

// ACORD 27 and 28, the evidence of property insurance an agent sends a lender: a fixed grid of
// small capitalised captions with the value under (or beside) each one. Reading the grid by its
// captions is surer than the declarations-page rules, which take the form's fine print for
// parties and its captions for values.

export interface EvidenceRead {
  form: "ACORD 27" | "ACORD 28" | "ACORD 75";
  carrier: string | null;
  naicCode: string | null;
  policyNumber: string | null;
  effectiveDate: string | null;
  expirationDate: string | null;
  insureds: Insured[];
  address: Address | null;
  /** The insured property's address when the description is one. */
  location: Address | null;
  /** Property coverages (the whole reading of ACORD 27 and 28). */
  coverages: Omit<Coverage, "property">[];
  /** A binder's vehicle liability and physical damage grid. */
  autoCoverages?: Omit<Coverage, "property">[];
  vehicle?: { year: number; make: string; model: string | null; vin: string | null } | null;
  interests: Omit<ThirdParty, "property">[];
}

const FORM = /\bACORD\s*(27|28)\b/;
const TITLE = /EVIDENCE OF (?:COMMERCIAL )?PROPERTY INSURANCE/;
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
  if (draft.type === "auto") applyVehicle(draft, read, fields, sure);
  else if (read.coverages.length) {
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

/** A binder's vehicle and its coverages, read from the grid in place of the page rules' guesses. */
function applyVehicle(draft: PolicyDraft, read: EvidenceRead, fields: Record<string, number>, sure: number): void {
  if (read.vehicle && !draft.properties.some((p) => p.type === "vehicle")) {
    const { year, make, model, vin } = read.vehicle;
    draft.properties = [{ id: newId("prp"), type: "vehicle", data: { vin, year, make, model } }];
    fields["properties[0]"] = vin ? sure : 0.75;
  }
  if (read.autoCoverages?.length) {
    const only = draft.properties.length === 1 ? draft.properties[0].id : null;
    draft.coverages = read.autoCoverages.map((c) => ({
      ...c,
      // Physical damage belongs to the one vehicle; liability to the policy.
      property: c.code === "COLL" || c.code === "COMP" ? only : null,
    }));
    fields.coverages = sure;
  }
}
