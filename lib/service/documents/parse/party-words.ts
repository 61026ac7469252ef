import type { Address, ThirdParty } from "@/lib/schemas/policy";
import { CAPTION_GLOSS } from "./labels";
import { isKnownLender } from "./lexicon/lenders";
import { VEHICLE_NOUN } from "./vehicle-context";

// The words of interests on a declarations page, shared by the readers of typed labels
// (third-parties.ts) and of generic interest headings (interest-heading.ts): what each kind of
// interest is called, the clauses printed after a lender's name, and how loan numbers are written.

export interface PartyFound {
  type: ThirdParty["type"];
  name: string;
  address: Address | null;
  loanNumber: string | null;
  vehicle: number | null;
}

const TYPES: { re: RegExp; type: ThirdParty["type"] }[] = [
  // "1st Mtg", "2nd Mtge", "Mtg Holder": the abbreviations a narrow column prints. "Mortgage
  // company" is a role only as a caption ("Mortgage company:" or alone), never inside a lender's name.
  {
    re: /(?:first|second|third|1st|2nd|3rd)?\s*mortgagees?|mortgage\s*holders?|mortgage\s*company(?=\s*:)|^mortgage\s*company(?=\s*$)|\b(?:1st|2nd|3rd|first|second)\s*mtge?\b|\bmtge?\.?\s*holders?|\b(?:mort|mtge?)\s*\d?(?=\s*:)/i,
    type: "mortgagee",
  },
  {
    re: /lessors?|leas(?:ing|e)\s*company|lease\s*holders?|leased\s*from|(?<!or\s)leased\s*through/i,
    type: "lessor",
  },
  {
    // "Financed or leased through": a portal's caption over each car's lender.
    re: /lien\s*holders?|loss\s*payees?|finance\s*company\s*\/?\s*(?:lienholder)?|lender|secured\s*part(?:y|ies)|financed\s*(?:or\s*leased\s*)?(?:through|by|with)|\bloan(?=\s*:\s*[a-z]+\s+[a-z])|\b(?:lh|lp)\s*\d?(?=\s*:)/i,
    type: "lienholder",
  },
  {
    re: /additional\s*interests?|additional\s*insureds?|interested\s*party|certificate\s*holder|\baddl\.?\s*int(?=\.?\s*:)/i,
    type: "interest",
  },
];

const ISAOA =
  /\b(?:ISAOA|ATIMA)\b(?:\s*[/,&]?\s*(?:ISAOA|ATIMA)\b)?|\bits\s+successors\s+and(?:\s*\/\s*|\s+)or\s+assigns(?:\s+as\s+their\s+interests?\s+may\s+appear)?|\bc\/o\b.*$/gi;
/**
 * Text that is never a party's name: an empty value, a column title, a vehicle ("2025 Ford Ranger",
 * a model year first), a line of the premium table ("Endorsements Total Policy Premium",
 * "Coverages $1,037.91"), a sentence after a role's word ("…as lienholder. Please remit") or a
 * chat's sender and time ("Yuki Whitaker 1:32:15 PM").
 */
export const NOT_A_PARTY = new RegExp(
  String.raw`^(?:none|n\/?a|not\s*applicable|none\s*on\s*file\.?|-+|${VEHICLE_NOUN}\s*#?\s*\d{1,2})$|^(?:name|names?\s*and\s*address|address|loan|ref(?:erence)?|interest|type|vehicle|s\)|\(s\)|total|amount|premium|servicing|your\s*agent|agent|producer)\b|^(?:19|20)\d\d\s+[A-Za-z]|^(?:please|thank|note|if|we|you|your|this)\b|\b(?:premium|endorsements?|deductibles?)\b|^coverages?\b|\$|\b\d{1,2}:\d{2}(?::\d{2})?\s*[ap]\.?m\b`,
  "i",
);
/** The caption of a lender's number for the loan ("Loan #", "Acct No.", "Lease/Contract No."), with any gloss. */
export const LOAN_NUMBER_CAPTION = String.raw`(?:loan|account|acct|ref(?:erence)?\.?|ln|lease|contract)\s*(?:\/\s*(?:lease|account|contract)\s*)?(?:#|no\.?|number|num\.?|id)${CAPTION_GLOSS}`;
/**
 * A lender's number for the loan, after the caption a page gives it ("Loan #", "Acct No.",
 * "Reference #", "Ref. No.", "LN#", "Loan ID", "Lease/Contract No."), or after a bare "Loan:" or,
 * in the lender's own box, "Your Ref:".
 */
export const LOAN = new RegExp(
  String.raw`\b${LOAN_NUMBER_CAPTION}\s*[:#]?\s*([A-Z0-9][A-Z0-9-]{3,})|\bloan\s*:\s*([A-Z0-9][A-Z0-9-]{3,})|\b(?:loan|account|acct|your\s+ref(?:erence)?)\s*[:#]?\s+(?=[A-Z0-9-]*\d{4})([A-Z0-9][A-Z0-9-]{3,})`,
  "i",
);
/** The number a LOAN match captured, whichever wording it was. */
export const loanOf = (m: RegExpExecArray | null): string | null => (m ? (m[1] ?? m[2] ?? m[3] ?? null) : null);
/** A bare loan number in a cell of its own: digits, maybe dashes and letters. */
export const LOAN_VALUE = /^(?=(?:[^\d]*\d){5})[A-Z0-9][A-Z0-9-]{4,24}$/i;

const VEHICLE_PREFIX = new RegExp(
  String.raw`^\(?\s*(?:${VEHICLE_NOUN}\.?\s*#?\s*\d{1,2}\b|veh(?:icle)?\.?(?=\s))\s*\)?\s*[:\-–]?\s*`,
  "i",
);

export function cleanPartyName(text: string): string {
  return spaceOrgWords(
    text
      .replace(ISAOA, " ")
      .replace(/\s+/g, " ")
      .replace(/^[\s:;,\-–/]+|[\s:;,\-–/]+$/g, "")
      // An answer to "Is the lender listed?" opens with the answer: "Yes - Ford Motor Credit".
      .replace(/^yes\s*[-–.,:;]\s*/i, "")
      // The vehicle the interest is on, left of the name by a caption's gloss ("(VEH 2): GM
      // Financial") or a column's ("Veh | Nissan Motor Acceptance"), is no part of it.
      .replace(VEHICLE_PREFIX, "")
      // The loan number's caption after the name, its number wrapped to the next line ("GM Financial, loan").
      .replace(/[,;]\s*(?:loan|account|acct|contract)\b.*$/i, "")
      .trim(),
  );
}

/** Words lender names end in, longest first so "MORTGAGE" is not taken for "AGE". */
const ORG_WORDS = [
  "CORPORATION",
  "ASSOCIATION",
  "FINANCIAL",
  "SERVICING",
  "SERVICES",
  "MORTGAGE",
  "FEDERAL",
  "SAVINGS",
  "COMPANY",
  "CREDIT",
  "UNION",
  "LOANS",
  "TRUST",
  "BANK",
  "HOME",
  "CORP",
  "LLC",
  "INC",
  "FSB",
];

/**
 * Some text layers carry no spaces at all ("NEWREZMORTGAGELLC"): the words a lender's name ends
 * in are split off its end again. Only long single words are touched; a name with spaces is kept.
 */
function spaceOrgWords(name: string): string {
  if (/\s/.test(name) || name.length < 12 || !/^[A-Z&.]+$/.test(name)) return name;
  const tail: string[] = [];
  let rest = name;
  for (let found = true; found;) {
    found = false;
    for (const w of ORG_WORDS) {
      if (rest.length - w.length >= 3 && rest.endsWith(w)) {
        tail.unshift(w);
        rest = rest.slice(0, -w.length);
        found = true;
        break;
      }
    }
  }
  return [rest, ...tail].join(" ");
}

/** Words a lender's name holds ("Bank", "Credit Union", "Financial", "N.A.", "LLC"). */
export const LENDER_WORD =
  /\b(bank|credit|union|financial|finance|mortgage|lending|loan|servicing|capital|acceptance|trust|savings|fcu|n\.?a\.?|llc|inc|corp)\b/i;

/** Reads as the name of a lender or another organisation ("Santander Consumer USA Inc."). */
export const looksLikeLender = (text: string): boolean =>
  (LENDER_WORD.test(text) || /\b(?:loans|corporation|company|services)\b/i.test(text) || isKnownLender(text)) &&
  !/\d{3}/.test(text);

/** Each kind's words ending at a word boundary, compiled once: typeOf runs on every cell of a page. */
const TYPE_WORDS = TYPES.map(({ re, type }) => ({ re: new RegExp(`(?:${re.source})\\b`, "i"), type }));

export function typeOf(text: string): { type: ThirdParty["type"]; end: number } | null {
  for (const { re, type } of TYPE_WORDS) {
    const m = re.exec(text);
    if (!m) continue;
    const end = m.index + m[0].length;
    // A caption may follow what it belongs to: "Loc 1 / Bldg 1 - First Mortgagee: …", "Veh 2 — Lessor: …".
    if (m.index <= 12 || (m.index <= 40 && /^\s*:/.test(text.slice(end)))) return { type, end };
  }
  return null;
}

/** Whether a text opens with the word for a kind of interest ("Lienholder: …"). */
export function startsWithType(text: string): boolean {
  const kind = typeOf(text);
  return !!kind && TYPES.some(({ re }) => (re.exec(text)?.index ?? 99) <= 3);
}

/** A heading over interests that does not say what they are ("Additional interests", "Interested parties"). */
const INTEREST_HEADING =
  /^(?:who\s+else\s+has\s+an\s+interest|(?:additional|other)\s+interests?(?:\s+and\s+lienholders?)?|(?:additional\s+)?interested\s+part(?:y|ies)|(?:mortgagees?|lienholders?)\s*(?:\/|and|&)\s*(?:additional|other)\s+interests?|parties\s+(?:with|having)\s+an\s+interest|lenders?\s+and\s+(?:other\s+)?interests?)(?:\s*\(s\))?\s*[:.]?$/i;
export const isInterestHeading = (text: string): boolean => INTEREST_HEADING.test(text.trim());
