import { findCarrierByNaic, findCarrierByName } from "@/lib/service/carriers/catalogue";
import { cellRight, cellsBelow, overlapsX, rowsBelow, type Cell, type Doc } from "./doc";
import { findLabels, valueCandidates } from "./labels";

// The underwriting company as printed, its NAIC code when printed, and the catalogue entry.

export interface CarrierFound {
  id: string | null;
  name: string | null;
  naicCode: string | null;
  confidence: number;
}

const LABEL =
  /underwritten\s*by|(?:insure[rd]|company)\s*[a-f]\s*:|(?:insurer|insuring\s*company|insurance\s*company|company\s*name|writing\s*company|underwriter|carrier)\s*:|issued\s*by|^(?:underwriting|issuing|insuring|writing)\s+company\b|(?:your\s*)?policy\s*(?:is\s*)?provided\s*by|coverage\s*(?:is\s*)?provided\s*(?:by|in\s*the)|^insurer$|^company$/i;
const SUFFIX =
  "(?:Insurance\\s+Company|Insurance\\s+Co\\.?|Insurance\\s+Exchange|Company|Co\\.|Exchange|Lloyds|Association|Corporation|Indemnity|Casualty|Underwriters|Reciprocal|Insurance)";
const COMPANY_WORD = "(?:[A-Z][\\w&.'-]*|of|and|&|the|for)";
/** Legal names go on past the suffix: "… Company of America", "… Company of Wisconsin". */
const OF_PLACE = "(?:\\s+of\\s+(?:the\\s+)?[A-Z][A-Za-z]+(?:\\s+[A-Z][A-Za-z]+)?)?";
// A name may open with an ordinal ("21st Century Insurance Company").
const COMPANY = new RegExp(
  `(?<![\\w])((?:[A-Z][\\w&.'-]*|\\d{1,3}(?:st|nd|rd|th))(?:\\s+${COMPANY_WORD}){0,7}\\s*${SUFFIX}${OF_PLACE}|[A-Z][a-z]+[A-Z]\\w*Lloyds)(?![\\w])`,
  "g",
);
const COMPANYISH =
  /\b(?:insurance|company|co\.?|exchange|lloyds|mutual|casualty|indemnity|association|corporation|underwriters|assurance)\b|lloyds$/i;
/** Product titles and headings that end like a company name: "Your Car Insurance", "Homeowners Insurance". */
const TITLE =
  /^(?:your|my|our|the\s+)?\s*(?:personal\s+)?(?:auto(?:mobile)?|car|home(?:owners)?|condo(?:minium)?|renters|dwelling|motorcycle|property|umbrella|policy|unit\s*owners)?\s*(?:insurance|coverage)(?:\s+(?:summary|declarations?|policy|company))?$/i;
const NOT_CARRIER =
  /\b(?:agency|agent|bank|mortgage|finance|financial|credit\s+union|lending|services?|condominium|homeowners?\s+association|department|commissioner|bureau|guaranty|fund|acceptance|motor\s+credit|leasing)\b/i;
const NAIC = /NAIC\s*(?:No\.?|#|Code|Number|Company\s*Code|Co\.?\s*Code)?\s*[:#]?\s*\(?\s*(\d{5})(?!\d)/i;

/** "StateFarmLloyds" (a text layer without spaces) → "State Farm Lloyds". */
function splitCamel(text: string): string {
  return text.replace(/([a-z])([A-Z])/g, "$1 $2");
}

/** Drops what follows the company name: NAIC codes, addresses, "(a stock company)". */
export function cleanCarrierName(text: string): string {
  // "Company · 6000 American Parkway": OCR reads the middle dot as a dash or a plus.
  let t = text.replace(/\s*[·•|]\s.*$/, "").replace(/\s+[-–—+]\s+\d.*$/, "");
  t = t.replace(/\s*\((?:NAIC|a\s+stock|a\s+mutual|an?\s+\w+\s+company).*$/i, "");
  t = t.replace(/\s*NAIC\b.*$/i, "");
  // A parenthesis the line break left open ("… Insurance Company (a" / "stock insurance company)").
  t = t.replace(/\s*\([^)]*$/, "");
  t = t.replace(/,\s*\d.*$/, "");
  t = t.replace(/^(?:©|\(c\))?\s*(?:copyright\s+)?(?:\d{4}\s+)?(?:by\s+)?/i, "");
  // A label or a sentence glued after the name: "… of Hartford Policy Number", "… Exchange. Erie
  // Insurance is a marketing name".
  t = t.replace(/\s+policy\s+(?:number|period|no\.?|nbr|#)(?=\W|$).*$/i, "");
  t = t.replace(/\b(company|exchange|corporation|association|lloyds)\.\s+\S.*$/i, "$1");
  // The company's seat after its name ("… Indemnity Company, Grand Rapids, MI. This page …").
  t = t.replace(
    /\b(company|exchange|corporation|association|lloyds),\s+[A-Z][A-Za-z.'-]*(?:\s+[A-Z][A-Za-z.'-]*)*,\s+[A-Z]{2}\b.*$/i,
    "$1",
  );
  // The next box's caption run into the name ("CITIZENS INS CO OF THE MIDWEST AGENT"): no insurer's name ends so.
  t = t.replace(/\s+(?:agent|producer|agency)\s*:?$/i, "");
  t = t.replace(/[\s,;:]+$/, "");
  // A time ("12:01 AM. Pacific Indemnity …") or a label glued to the name in one cell.
  t = t.replace(/^(?:[AP]\.?M\.?\s+)/, "");
  t = t.replace(
    /^(?:(?:insure[rd]|company)\s+[A-F]\s*:|insurer|carrier|company|underwriter|insured\s+by|issued\s+by|written\s+by)\s*:?\s+(?=[A-Z])/i,
    "",
  );
  // "Insurance company Erie Insurance Exchange": the label, then a whole name ("Insurance Company of
  // North America" is a name: "of" follows it).
  t = t.replace(
    /^(?:insurance|issuing|insuring|writing|underwriting)\s+company\s*:?\s+(?=[A-Z][\w&.'-]*(?:\s+\S+)*\s+(?:company|exchange|corporation|association|lloyds|indemnity|casualty)\b)/i,
    "",
  );
  if (!/\s/.test(t)) t = splitCamel(t);
  return t.trim();
}

function acceptName(text: string): string | null {
  const t = cleanCarrierName(text);
  if (!t || t.length < 4 || t.length > 90 || !COMPANYISH.test(t) || /\d{3}/.test(t)) return null;
  // A lender's or agency's words rule a name out, unless it is an insurer's legal name ("United
  // Services Automobile Association").
  if (NOT_CARRIER.test(t)) {
    const record = findCarrierByName(t);
    if (!record || normalName(record.name) !== normalName(t)) return null;
  }
  if (TITLE.test(t) || /^(?:your|my|our)\b/i.test(t)) return null;
  // A form's title: "Certificate of Property Insurance", "Evidence of Commercial Property Insurance".
  if (/^(?:certificate|evidence|declarations?|binder|notice|statement)\s+of\b/i.test(t)) return null;
  // Column titles and labels that end like a company: "Insuring Company", "Coverages and Amounts of Insurance".
  if (/^(?:insuring|writing|issuing|underwriting)\s+company$|\bcoverages?\b|\bamounts?\s+of\s+insurance/i.test(t))
    return null;
  // "A Stock Insurance Company", "An Assessable Mutual Company": the legal form printed under a
  // carrier's name describes it; no carrier's name starts with an article.
  if (/^an?\s/i.test(t)) return null;
  return t;
}

function labelled(doc: Doc): string | null {
  for (const hit of findLabels(doc, LABEL, true)) {
    for (const text of valueCandidates(doc, hit, 2)) {
      const name = acceptName(text);
      if (name) return extendWrapped(doc, hit.cell, text, name);
      // "Underwriting Company Progressive Specialty" over "Insurance Company": the name's first
      // words after the caption, its legal ending on the next line under them.
      const tail = text === hit.rest ? suffixUnder(doc, hit.cell) : null;
      const wrapped = tail ? acceptName(`${text} ${tail}`) : null;
      if (wrapped) return wrapped;
      const below = cellsBelow(doc, hit.cell, 3).map((c) => c.text);
      // A name the box's width wrapped after the label: "INSURER A: UNITED SERVICES" / "AUTOMOBILE ASSOCIATION".
      const caps = /^[A-Z][A-Z&.' -]+$/;
      const continued =
        below.length && caps.test(text.trim()) && caps.test(below[0]) ? acceptName(`${text} ${below[0]}`) : null;
      if (continued) return continued;
      // A name wrapped over two lines of its column: "Allstate Vehicle and Property" / "Insurance Company".
      for (let i = 0; i + 1 < below.length; i++) {
        const joined = acceptName(`${below[i]} ${below[i + 1]}`);
        if (
          joined &&
          /^[A-Z]/.test(below[i]) &&
          /^(?:insurance|company|co\b|exchange|association|mutual|casualty)/i.test(below[i + 1])
        )
          return joined;
      }
    }
  }
  return null;
}

/** The legal ending of a name printed on the line under `cell` ("Insurance Company"). */
function suffixUnder(doc: Doc, cell: Cell): string | null {
  const [next] = rowsBelow(doc, doc.rows[cell.row], 1);
  return next?.cells.find((c) => overlapsX(c, cell) && SUFFIX_START.test(c.text))?.text ?? null;
}

/** A value cut by a line break ("… Automobile Insurance" / "Company (NAIC 25178)"). */
function extendWrapped(doc: Doc, labelCell: { row: number }, text: string, name: string): string {
  const complete = /\b(?:company|co\.?|exchange|lloyds|association|corporation)$/i.test(name);
  const row = doc.rows[labelCell.row];
  // The value may be the tail of a sentence cell ("… which is issued by Safeco Insurance").
  const holds = (c: { text: string }) => c.text === text || c.text.endsWith(text);
  const valueCell = row.cells.find(holds) ?? doc.rows.flatMap((r) => r.cells).find(holds);
  if (!valueCell) return name;
  const [next] = cellsBelow(doc, valueCell, 1, 0);
  if (!next) return name;
  // "GENERAL INSURANCE COMPANY" / "OF AMERICA": the place is part of the legal name.
  if (OF_PLACE_LINE.test(next.text.trim()) && !/\bof$/i.test(name))
    return cleanCarrierName(`${name} ${next.text.trim()}`);
  if (/\bof$/i.test(name) && NAME_TAIL.test(next.text.trim())) return cleanCarrierName(`${name} ${next.text.trim()}`);
  if (complete) return name;
  // The line under the value may start at the label's edge with a gloss before the name's tail
  // ("Compañía Aseguradora | Insurance Company"): the tail is whichever cell under the value holds it.
  const tail = doc.rows[next.row].cells.find((c) => overlapsX(c, valueCell) && SUFFIX_START.test(c.text));
  if (tail) return cleanCarrierName(`${text} ${tail.text}`);
  // The rest of a legal name on its own line: capitalised words, no digits, no label ("Rapids, Michigan").
  if (name === cleanCarrierName(text) && NAME_TAIL.test(next.text.trim()))
    return cleanCarrierName(`${name} ${next.text.trim()}`);
  return name;
}

const SUFFIX_START = /^(?:insurance\s+)?(?:company|co\b|exchange|association)/i;
const NAME_TAIL = /^[A-Z][A-Za-z.'&-]+(?:,?\s+[A-Z][A-Za-z.'&-]+){0,3}$/;
/** A line that is only a legal name's last words, and a line that ends in capitalised words that can open one. */
const SUFFIX_LINE =
  /^(?:(?:fire\s+and\s+)?(?:casualty|insurance|indemnity|mutual)\s+)*(?:company|co\.?|corporation|exchange)\.?$/i;
const NAME_HEAD = /(?:^|\s)[A-Z][A-Za-z&'-]+(?:\s+(?:[A-Z][A-Za-z&'-]+|and|of|&)){1,5}$/;
/** A form's title over its "INSURANCE COMPANY" caption is no company's first line. */
const TITLE_WORDS =
  /\b(?:evidence|certificate|declarations?|binder|policy|summary|notice|statement|coverages?|premiums?|information|verification)\b/i;
const OF_PLACE_LINE = /^of\s+(?:the\s+)?[A-Z][A-Za-z]+(?:\s+[A-Z][A-Za-z]+)?$/i;

/** Ends in a word only a legal entity's name ends in, unlike a brand ("Grange Insurance"). */
const LEGAL_END =
  /\b(?:company|co\.?|exchange|corporation|corp\.?|association|indemnity|casualty|underwriters|reciprocal|lloyds|mutual)(?:\s+of\s+[a-z ]+)?$/i;

const LENDER_LINE = /\b(?:ISAOA|ATIMA|bank|mortgage|lienholder|mortgagee|loss\s+payee)\b/i;

/**
 * Names printed in capitals ("COUNTRY MUTUAL INSURANCE COMPANY") in the case the name pattern
 * reads, letter for letter, so a match's offsets hold in the printed text.
 */
function titleCased(text: string): string {
  return text
    .replace(/\b([A-Z])([A-Z'&.-]+)\b/g, (_, first: string, rest: string) => first + rest.toLowerCase())
    .replace(
      /\b(insurance|company|exchange|mutual|casualty|indemnity)\b/g,
      (w: string) => w[0].toUpperCase() + w.slice(1),
    )
    .replace(/(?<=\S\s+)\b(Of|And|The|For)\b(?=\s)/g, (w: string) => w.toLowerCase());
}

interface Named {
  name: string;
  rowIndex: number;
  legal: boolean;
}

function patterned(doc: Doc): Named[] {
  const out: Named[] = [];
  const add = (text: string, rowIndex: number, crossing?: number) => {
    // A lender's line ("PNC Bank, National Association ISAOA, ATIMA") names no insurer.
    if (LENDER_LINE.test(text)) return;
    for (const m of titleCased(text).matchAll(COMPANY)) {
      // Only names that cross the line break: the rest are found row by row.
      if (crossing !== undefined && !(m.index < crossing && m.index + m[0].length > crossing)) continue;
      const name = acceptName(text.slice(m.index, m.index + m[1].length));
      if (name) out.push({ name, rowIndex, legal: LEGAL_END.test(name) });
    }
  };
  for (const row of doc.rows) {
    for (const cell of row.cells) {
      // "GENERAL INSURANCE COMPANY" over "OF AMERICA": one legal name over two lines.
      const [below] = cellsBelow(doc, cell, 1, 0);
      const tail = below?.text.trim() ?? "";
      const place =
        (OF_PLACE_LINE.test(tail) && /company$/i.test(cell.text.trim())) ||
        (NAME_TAIL.test(tail) && /company\s+of$/i.test(cell.text.trim())) ||
        // "Allstate Vehicle and Property" over "Insurance Company": a narrow box wraps the name.
        (SUFFIX_LINE.test(tail) && NAME_HEAD.test(cell.text.trim()) && !TITLE_WORDS.test(cell.text));
      add(place ? `${cell.text} ${tail}` : cell.text, row.index);
    }
    // Prose wraps a name over two lines ("provided by Allstate Fire and" / "Casualty Insurance Company.").
    const next = doc.rows[row.index + 1];
    const last = row.cells[row.cells.length - 1];
    const prose = row.cells.length === 1 && last.text.length >= 50 && !/[.:]$/.test(last.text);
    if (prose && next && next.page === row.page && next.cells[0] && Math.abs(next.cells[0].x - row.cells[0].x) < 4)
      add(`${last.text} ${next.cells[0].text}`, next.index, last.text.length);
  }
  // The tail of a wrapped name, read again on its own line, is not a company of its own.
  const whole = out.filter(
    (n, i) => !out.some((o, j) => j !== i && o.name.length > n.name.length && o.name.endsWith(` ${n.name}`)),
  );
  out.splice(0, out.length, ...whole);
  // A legal entity's name outranks a brand or letterhead printed before it.
  return [...out.filter((n) => n.legal), ...out.filter((n) => !n.legal)];
}

/**
 * "NAIC #" ending a line with the code alone on the next one; a number that starts an address
 * there ("NAIC NO." over "25365 JEFFERSON CIRCLE", two boxes side by side) is not the code.
 */
function naicOnNextLine(doc: Doc): string | null {
  const m = NAIC.exec(doc.text.replace(/\n/g, " "));
  return m && !/^\s*[A-Za-z]/.test(doc.text.replace(/\n/g, " ").slice(m.index + m[0].length)) ? m[1] : null;
}

/** "NAIC" as a column or box title with the code in the cell right of it or under it. */
function naicInGrid(doc: Doc): string | null {
  for (const row of doc.rows) {
    for (const cell of row.cells) {
      if (!/^NAIC\b[^\d]{0,24}$/i.test(cell.text.trim())) continue;
      const right = cellRight(doc, cell);
      for (const c of [...(right ? [right] : []), ...cellsBelow(doc, cell, 2, 0)]) {
        const m = /^\(?(\d{5})\)?$/.exec(c.text.trim());
        if (m) return m[1];
      }
    }
  }
  return null;
}

const normalName = (t: string) =>
  t
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .replace(/\bco\b/g, "company")
    .trim();

export function findCarrier(doc: Doc): CarrierFound {
  const naicRow = doc.rows.find((r) => NAIC.test(r.text));
  let naicCode = (naicRow && NAIC.exec(naicRow.text)?.[1]) ?? naicInGrid(doc) ?? naicOnNextLine(doc);
  let name = labelled(doc);
  let confidence = name ? 0.9 : 0;
  if (!name) {
    const found = patterned(doc);
    const onNaicRow = naicRow ? found.find((f) => f.rowIndex === naicRow.index) : undefined;
    const pick = onNaicRow ?? found[0];
    if (pick) {
      name = pick.name;
      confidence = onNaicRow ? 0.9 : 0.7;
    }
  }
  const byNaic = naicCode ? findCarrierByNaic(naicCode) : null;
  // The printed NAIC code names the company: a name of another company (the producer's agency, a
  // brand in a letterhead) loses to a printed name of that one, or to the code's own company.
  if (byNaic && name && findCarrierByName(name)?.id !== byNaic.id) {
    const agreeing = patterned(doc).find((n) => findCarrierByName(n.name)?.id === byNaic.id);
    name = agreeing?.name ?? byNaic.name;
  }
  const record = byNaic ?? (name ? findCarrierByName(name) : null) ?? brandFromTop(doc);
  if (!name && record) {
    name = record.name;
    confidence = 0.5;
  }
  if (record && name) name = legalNameAsPrinted(name, record.name);
  // The catalogue knows the code of a company printed under its full legal name.
  if (!naicCode && record && name && normalName(record.name) === normalName(name)) naicCode = record.naicCode;
  return { id: record?.id ?? null, name, naicCode: naicCode ?? null, confidence };
}

/**
 * A catalogue company's legal name with a form code or a caption glued after it ("GEICO Casualty
 * Company MKT-REN 26"): the name as printed, up to the end of the legal name.
 */
function legalNameAsPrinted(name: string, legal: string): string {
  const words = name.split(/\s+/);
  const n = normalName(legal).split(" ").length;
  if (words.length <= n || normalName(words.slice(0, n).join(" ")) !== normalName(legal)) return name;
  return words.slice(0, n).join(" ");
}

/** A brand in the letterhead ("GEICO", "State Farm") when no company name is printed. */
function brandFromTop(doc: Doc) {
  for (const row of doc.rows.slice(0, 12)) {
    const record = findCarrierByName(row.text);
    if (record) return record;
  }
  return null;
}
