import type { Coverage, CoverageCode } from "@/lib/schemas/policy";
import { parseAddress, parseOneLine } from "@/lib/service/address/printed-lines";
import { isValidVinFormat } from "@/lib/vin";
import { block, caption, interestType, under, valueBeside, valueUnder } from "./acord-grid";
import type { EvidenceRead } from "./acord-evidence";
import { parseDate } from "./dates";
import type { Cell, Doc, Row } from "./doc";
import { findAmounts, parseLimits } from "./money";
import { parseInsuredNames } from "./names";

// ACORD 75, the insurance binder: a temporary contract an agent issues before the policy, which a
// lender accepts as evidence meanwhile. Its binder number stands for the policy number; its term is
// the binder's; the coverages are in a fixed grid whose limit captions name what each amount is.

const FORM = /\bACORD\s*75\b/;
const TITLE = /\bINSURANCE BINDER\b/;

type CoverageRead = Omit<Coverage, "property">;

/** A physical damage caption, after the box checked before it ("X COLLISION:"). */
const PHYSICAL = /^(?:X\s+)?(?:COLLISION|OTHER THAN COL(?:LISION)?)\s*:?/;

/** Vehicle liability captions of the grid, and the limit each one fills. */
const LIABILITY: [RegExp, CoverageCode, "limitPerPerson" | "limitPerAccident"][] = [
  [/^COMBINED SINGLE LIMIT/, "CSL", "limitPerAccident"],
  [/^BODILY INJURY \(Per person\)/i, "BI", "limitPerPerson"],
  [/^BODILY INJURY \(Per accident\)/i, "BI", "limitPerAccident"],
  [/^PROPERTY DAMAGE/, "PD", "limitPerAccident"],
  [/^MEDICAL PAYMENTS/, "MEDPAY", "limitPerPerson"],
  [/^PERSONAL INJURY PROT/, "PIP", "limitPerPerson"],
];

/** The binder's term: the dates under EFFECTIVE and EXPIRATION, told apart by which caption they sit under. */
function term(doc: Doc): { effectiveDate: string | null; expirationDate: string | null } {
  const effective = caption(doc, /^EFFECTIVE$/);
  const expiration = caption(doc, /^EXPIRATION$/);
  const out = { effectiveDate: null as string | null, expirationDate: null as string | null };
  if (!effective || !expiration) return out;
  // The captions are centred over their date and time boxes: the gap between them splits the two.
  const split = (effective.x2 + expiration.x) / 2;
  for (const row of doc.rows.slice(effective.row + 1, effective.row + 8)) {
    for (const cell of row.cells) {
      const date = parseDate(cell.text);
      if (!date) continue;
      if (cell.x < split) out.effectiveDate ??= date;
      else out.expirationDate ??= date;
    }
  }
  return out;
}

/** "2015 GMC | ACADIA SLT 1GKKVRKD5FJ123456" under the description caption. */
function vehicle(doc: Doc): EvidenceRead["vehicle"] {
  const label = caption(doc, /^DESCRIPTION OF OPERATIONS/);
  if (!label) return null;
  const text = under(doc, label, 3)
    .map((c) => c.text.trim())
    .join(" ");
  const m = /\b((?:19|20)\d\d)\s+([A-Z][A-Za-z-]+)\s+(.+)$/.exec(text);
  if (!m) return null;
  const words = m[3].split(/\s+/);
  const vin = words.find((w) => isValidVinFormat(w.toUpperCase())) ?? null;
  // A long code beside the model is a VIN (or a garbled one), never part of the model's name.
  const model = words.filter((w) => !(w.length >= 11 && /\d/.test(w))).join(" ") || null;
  return { year: Number(m[1]), make: m[2], model, vin: vin?.toUpperCase() ?? null };
}

/**
 * What a grid row prints after its caption: the rest of the caption's cell (a text layer or OCR may
 * run the caption, the "$" box and the amount together) and the cells right of it.
 */
function afterCaption(row: Row, cell: Cell, caption: RegExp): string {
  const own = cell.text.trim().replace(caption, "");
  return [own, ...row.cells.filter((c) => c.x > cell.x2).map((c) => c.text)].join(" ");
}

const lastAmount = (text: string): number | null => findAmounts(text).at(-1)?.value ?? null;

function autoCoverages(doc: Doc): CoverageRead[] {
  const start = doc.rows.findIndex((r) => /^VEHICLE LIABILITY/.test(r.text));
  if (start < 0) return [];
  const out = new Map<CoverageCode, CoverageRead>();
  const coverage = (code: CoverageCode) => {
    const c = out.get(code) ?? { code, limitPerPerson: null, limitPerAccident: null, deductible: null };
    out.set(code, c);
    return c;
  };
  for (const row of doc.rows.slice(start, start + 30)) {
    if (/^GARAGE LIABILITY/.test(row.text)) break;
    for (const cell of row.cells) {
      const text = cell.text.trim();
      const hit = LIABILITY.find(([re]) => re.test(text));
      if (hit) {
        const amount = lastAmount(afterCaption(row, cell, hit[0]));
        if (amount !== null) coverage(hit[1])[hit[2]] = amount;
      } else if (/^UNINSURED MOTORIST/.test(text)) {
        const limits = parseLimits(afterCaption(row, cell, /^UNINSURED MOTORIST/));
        if (limits.perPerson !== null || limits.single !== null) {
          const um = coverage("UMBI");
          um.limitPerPerson = limits.perPerson;
          um.limitPerAccident = limits.perAccident ?? limits.single;
        }
      } else if (PHYSICAL.test(text)) {
        // The deductible sits right beside the caption; the stated amount further right is the vehicle's value.
        const next = row.cells.find((c) => c.x > cell.x2 && c.x < cell.x2 + 60);
        const beside = `${text.replace(PHYSICAL, "")} ${next?.text ?? ""}`;
        const deductible = findAmounts(beside)[0]?.value ?? null;
        if (deductible !== null) coverage(/COLLISION/.test(text) ? "COLL" : "COMP").deductible = deductible;
      }
    }
  }
  return [...out.values()];
}

/** The property section's one line: deductible, coinsurance and amount of insurance. */
function propertyCoverages(doc: Doc): CoverageRead[] {
  const deductibleHead = caption(doc, /^DEDUCTIBLE$/);
  const amountHead = caption(doc, /^AMOUNT$/);
  const start = doc.rows.findIndex((r) => /^PROPERTY$/.test(r.text.trim()));
  if (!deductibleHead || !amountHead || start < 0) return [];
  for (const row of doc.rows.slice(start, start + 6)) {
    if (/^GENERAL LIABILITY/.test(row.text)) break;
    const amountCell = row.cells.find((c) => c.x2 > amountHead.x - 10);
    const limit = amountCell ? findAmounts(amountCell.text)[0]?.value : undefined;
    if (limit === undefined) continue;
    const dedCell = row.cells.find((c) => Math.abs(c.x - deductibleHead.x) < 30);
    const deductible = dedCell ? (findAmounts(dedCell.text)[0]?.value ?? null) : null;
    return [{ code: "DWELLING", limitPerPerson: null, limitPerAccident: limit, deductible }];
  }
  return [];
}

function interests(doc: Doc): EvidenceRead["interests"] {
  const label = caption(doc, /^NAME & ADDRESS$/);
  if (!label) return [];
  const lines = block(doc, label, 6);
  if (!lines.length) return [];
  const loan = valueBeside(doc, /^LOAN\s*#:?$/);
  return [
    {
      type: interestType(doc, label.row),
      name: lines[0],
      address: parseAddress(lines.slice(1)) ?? parseOneLine(lines.slice(1).join(", ")),
      loanNumber: loan && /\d/.test(loan) ? loan : null,
    },
  ];
}

export function readAcordBinder(doc: Doc): EvidenceRead | null {
  if (!FORM.test(doc.text) || !TITLE.test(doc.text)) return null;
  const insuredLabel = caption(doc, /^INSURED AND MAILING ADDRESS$/);
  const insuredLines = insuredLabel ? block(doc, insuredLabel, 4) : [];
  const companyLabel = caption(doc, /^COMPANY$/);
  const binderNumber = valueUnder(doc, /^BINDER\s*#$/, 2);
  return {
    form: "ACORD 75",
    carrier: companyLabel ? (under(doc, companyLabel, 2)[0]?.text.trim() ?? null) : null,
    naicCode: null,
    policyNumber: binderNumber,
    ...term(doc),
    insureds: insuredLines.length ? parseInsuredNames(insuredLines.slice(0, 1)) : [],
    address: parseAddress(insuredLines.slice(1)),
    location: null,
    coverages: propertyCoverages(doc),
    autoCoverages: autoCoverages(doc),
    vehicle: vehicle(doc),
    interests: interests(doc),
  };
}
