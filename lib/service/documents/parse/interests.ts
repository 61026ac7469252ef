import type { ThirdParty } from "@/lib/schemas/policy";
import { classifyAutoLabel, classifyHomeLabel } from "./coverage-codes";
import type { Doc } from "./doc";
import { interestsNearRoleWords } from "./interest-candidates";
import { captionedLoanNumbers } from "./loan-captions";
import { noticeAddressee } from "./notice-addressee";
import { interestColumns } from "./interest-columns";
import { findInterestsUnderHeading, isAddressLine } from "./interest-heading";
import { interestsInSentences } from "./interest-sentences";
import { onlyFormWords } from "./lexicon/form-words";
import { isKnownLender } from "./lexicon/lenders";
import { LOAN_VALUE, typeOf, type PartyFound } from "./party-words";
import { findThirdParties } from "./third-parties";
import type { VehicleRef } from "./vehicle-context";

/** A role printed after the name ("BRIDGECREST ACCEPTANCE CORPORATION (LESSOR)") outranks the column's word. */
const ROLE_NOTE = /\s*[([]\s*(lien\s*holder|lender|mortgagee|lessor|loss\s*payee|additional\s*insured)\s*[)\]]\s*$/i;

function noted(note: string): ThirdParty["type"] {
  const n = note.toLowerCase().replace(/\s+/g, "");
  if (n === "lessor") return "lessor";
  if (n === "mortgagee") return "mortgagee";
  if (n === "additionalinsured") return "interest";
  return "lienholder";
}

/**
 * A party's final role: its own note first; then, on a home or condo, a lender is
 * a mortgagee whatever the column calls it ("Lender", "Lienholder"), since a lien on real property
 * is a mortgage; on a vehicle, a lender called only an "interest" is its lienholder.
 */
function settleRole(p: PartyFound, onProperty: boolean): PartyFound {
  const note = ROLE_NOTE.exec(p.name);
  if (note) return { ...p, name: p.name.slice(0, note.index).trim(), type: noted(note[1]) };
  if (onProperty && p.type === "lienholder") return { ...p, type: "mortgagee" };
  // A lender listed as an "additional interest" on a home holds the mortgage; a condominium
  // association or a person listed there is an interest.
  if (onProperty && p.type === "interest" && (LENDER_NAME.test(p.name) || isKnownLender(p.name)))
    return { ...p, type: "mortgagee" };
  // On a vehicle, a lender listed as an interest holds the lien.
  if (
    !onProperty &&
    p.type === "interest" &&
    (LENDER_NAME.test(p.name) || AUTO_LENDER.test(p.name) || isKnownLender(p.name))
  )
    return { ...p, type: "lienholder" };
  return p;
}

/**
 * A list's ordinal ("1, NEWREZ LLC", "2 Flagstar Bank"), the label a cell kept ("Mortgage company,
 * Lakeview …", "HOLDER TRUIST BANK"), or the start of the address a line ran on into ("Regions Bank PO").
 */
const withoutListMarks = (name: string): string =>
  name
    .replace(/^(?:\d{1,2}[.,)]|[1-4])\s+(?=[A-Za-z])/, "")
    .replace(/^(?:mortgage|finance|loan)\s+company\s*[,:]\s+/i, "")
    .replace(/^(?:certificate\s+)?holder\s*[:-]?\s+(?=\S+\s+\S)/i, "")
    .replace(/^clause\s*:\s*/i, "")
    .replace(/\s+(?:p\.?\s?o\.?|attn:?|c\/o)$/i, "")
    // "…, ITS SUCCESSORS AND/OR ASSIGNS" cut at the line's end: the clause, not the name.
    .replace(/,?\s+its(?:\s+successors.*)?$/i, "");

const AUTO_LENDER = /\b(?:acceptance|motor\s+credit|auto\s+finance|leasing|lending)\b/i;

const LENDER_NAME =
  /\b(?:bank|bancorp|mortgage|loans?|lending|servicing|financial|finance|credit\s+union|savings|fsb|n\.\s?a\.)(?=\W|$)/i;

/**
 * What a reading took for a name but is not one: a legal suffix left alone by a cut ("LLC"), a
 * column's title ("Position"), a form's edition ("Form 69, AZ, April 2025"), or a sentence
 * ("… has been billed.", "Limits of liability for one vehicle may not be combined …").
 */
function isPartyName(name: string): boolean {
  const text = name.trim();
  if (!/[A-Za-z]{2}/.test(text) || /^#|\b[A-HJ-NPR-Z0-9]{17}\b/.test(text)) return false;
  if (/^(?:l\.?l\.?c\.?|inc\.?|n\.?a\.?|corp\.?|co\.?|ltd\.?|fsb|lienho\w*)$/i.test(text)) return false;
  if (/^(?:position|rank|priority|order|operators?|drivers?|price\s+breakdown|form\s+\d+)\b/i.test(text)) return false;
  if (classifyAutoLabel(text) !== null || classifyHomeLabel(text) !== null) return false;
  // A form's captions and checkbox words ("HOLDER", "'S LOSS PAYABLE", "APPLIES TO VEHICLE").
  if (!/^[A-Za-z0-9]/.test(text) || /^(?:authori[sz]ed\s+(?:representative|signature)|countersigned)/i.test(text))
    return false;
  // The rest of a sentence ("for the 2013 Lexus RX 350", "On your 2022 Lexus ES"): a name never
  // opens with a small word, nor with a capitalised one that a sentence's article follows.
  if (/^(?:for|of|on|to|as|the|and|with|by|in|at)\s/.test(text)) return false;
  if (/^(?:for|of|on|to|as|with|by|in|at|from)\s+(?:your|the|this|that|each|a|an)\s/i.test(text)) return false;
  // Words all in small letters ("end of export") are a remark; names carry capitals.
  if (!/[A-Z]/.test(text) && /\s/.test(text)) return false;
  // A record's keys ("AITYPE=LH", "AI_NAME"), or a form's edition number before its title ("IL P 001
  // 01 04 OFAC Advisory Notice", "HO 00 03 05 11"): no one's name holds them.
  if (/[=_]/.test(text) || /^[A-Z]{2}\s?(?:[A-Z]\s)?\d{2,4}\s\d{2}\s\d{2}\b/.test(text)) return false;
  if (onlyFormWords(text)) return false;
  // A checkbox ("listed correctly: [X] Yes"), a blank to fill in, an address line, a bare number.
  if (/\[\s*[xX]?\s*\]|☐|☒|_{3}/.test(text) || isAddressLine(text) || LOAN_VALUE.test(text)) return false;
  // A desk's telephone line ("Lender line: 1-866-824-9229").
  if (/\(?\b\d{3}\)?[\s.-]\d{3}[.-]\d{4}\b/.test(text)) return false;
  const words = text.split(/\s+/);
  // A sentence, in capitals or not ("CLAUSE ADDED PER LENDER REQUEST."); an abbreviation ends names.
  if (/\b(?!(?:Corp|Inc|Ltd|Co|Assn|Bros|Natl)\.$)[A-Za-z]{3,}\.$/i.test(text) && words.length >= 2) return false;
  return words.length <= 12;
}

/** "Wells Fargo Bank, N.A. #0012345678": the number glued to a lender's name is its loan number. */
function withoutGluedLoan(p: PartyFound): Pick<PartyFound, "name" | "loanNumber"> {
  // The brackets a loan number was taken out of ("… N.A. (Loan 0012345678)") go with it.
  const name = p.name.replace(/\s*\(\s*\)$/, "");
  const m = /\s+#\s?([A-Z0-9][A-Z0-9-]{4,24})$/i.exec(name);
  if (!m || !LOAN_VALUE.test(m[1])) return { name, loanNumber: p.loanNumber };
  return { name: name.slice(0, m.index).trim(), loanNumber: p.loanNumber ?? m[1] };
}

/** A party's block: its name, an address of up to four lines, a vehicle or a clause. */
const NUMBER_ROWS_AFTER_NAME = 6;

/** A name by its letters and digits, to tell the same party printed twice. */
const nameKey = (text: string): string => text.toLowerCase().replace(/[^a-z0-9]/g, "");

/** Two names' keys that are one party printed in full and cut short ("Truist Bank" and "Truist Bank, N.A."). */
const sameParty = (a: string, b: string): boolean => a.includes(b) || b.includes(a);

/** The first row that prints a party's name. */
function rowNaming(doc: Doc, name: string): number {
  const want = nameKey(name);
  return doc.rows.find((r) => nameKey(r.text).includes(want))?.index ?? doc.rows.length;
}

/** Parties with an interest: those a typed label names, then those listed under a generic interests heading. */
export function findInterests(doc: Doc, vehicles: VehicleRef[], kind: "auto" | "home"): PartyFound[] {
  const key = (p: PartyFound) => nameKey(p.name);
  const all = findThirdParties(doc, vehicles);
  for (const p of interestColumns(doc)) {
    // A schedule's lender column and the interest's own listing name one party.
    const same = all.find((q) => sameParty(key(q), key(p)));
    if (!same) all.push({ ...p, vehicle: vehicles.length > p.vehicle! ? p.vehicle : null });
    else same.loanNumber ??= p.loanNumber;
  }
  for (const p of findInterestsUnderHeading(doc, vehicles)) {
    // The same party in a vehicle table's lienholder column and again in its own section with the
    // loan number: one party, with what each listing adds.
    const same = all.find((q) => key(q) === key(p));
    if (!same) all.push(p);
    else Object.assign(same, { loanNumber: same.loanNumber ?? p.loanNumber, address: same.address ?? p.address });
  }
  const read = all.map((p) => ({ ...p, name: withoutListMarks(p.name) }));
  const kept = read.filter((p) => isPartyName(p.name));
  // A notice addressed to the lender names it in the address block, not under a role's label.
  const addressee = noticeAddressee(doc, kind === "home");
  if (addressee && isPartyName(addressee.name)) {
    const k = key(addressee);
    const same = kept.find((p) => sameParty(key(p), k));
    if (same) same.loanNumber ??= addressee.loanNumber;
    else kept.unshift({ ...addressee, vehicle: vehicles.length === 1 ? 0 : null });
  }
  // A letter's sentence that sends a copy or the bill to the lender names it with its address.
  for (const p of interestsInSentences(doc, kind)) {
    const k = key(p);
    if (isPartyName(p.name) && !kept.some((q) => sameParty(key(q), k)))
      kept.push({ ...p, vehicle: vehicles.length === 1 ? 0 : null });
  }
  // Names no arrangement reader found: all of them when those found none, else only those printed
  // on a line of their own role ("Loss payee - 2014 Chevrolet Equinox Wells Fargo Auto, …").
  const known = kept.map(key);
  const foundNone = !known.length;
  for (const { own, ...found } of interestsNearRoleWords(doc, vehicles)) {
    const p = { ...found, name: withoutListMarks(found.name) };
    const k = key(p);
    if ((own || foundNone) && isPartyName(p.name) && !known.some((q) => sameParty(q, k))) {
      kept.push(p);
      known.push(k);
    }
  }
  // A loan number read beside a caption ("ACCOUNT #") belongs to the one party left without one.
  const orphans = read.filter((p) => !kept.includes(p) && p.loanNumber);
  const bare = kept.filter((p) => !p.loanNumber);
  if (orphans.length === 1 && bare.length === 1) bare[0].loanNumber = orphans[0].loanNumber;
  for (const p of kept) Object.assign(p, withoutGluedLoan(p));
  // Numbers under a caption of their own ("Loan Number" over "0012345678", a form's "LOAN #" box)
  // go to the parties left without one: one each, in the order both are printed.
  const captioned = captionedLoanNumbers(doc).filter((n) => !kept.some((p) => p.loanNumber === n.value));
  const without = kept.filter((p) => !p.loanNumber);
  if (captioned.length && captioned.length === without.length) {
    const order = without.map((p) => ({ p, row: rowNaming(doc, p.name) })).sort((a, b) => a.row - b.row);
    order.forEach(({ p }, i) => (p.loanNumber = captioned[i].value));
  } else {
    // Counts that differ pair nothing by order; a number printed on a party's lines, or just
    // around them, is still that party's.
    for (const n of captioned) {
      const near = kept
        .filter((p) => !p.loanNumber)
        .map((p) => ({ p, d: n.row - rowNaming(doc, p.name) }))
        .filter(({ d }) => d >= -1 && d <= NUMBER_ROWS_AFTER_NAME)
        .sort((a, b) => Math.abs(a.d) - Math.abs(b.d))[0];
      if (near) near.p.loanNumber = n.value;
    }
  }
  return kept.map((p) => settleRole(p, kind === "home"));
}

/** Cells that open with an interest's role, as a share of three: evidence for the confidence model. */
export function interestLabels(doc: Doc): number {
  const cells = doc.rows.flatMap((r) => r.cells).filter((c) => typeOf(c.text) !== null).length;
  return Math.min(cells, 3) / 3;
}
