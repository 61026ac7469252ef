import type { ThirdParty } from "@/lib/schemas/policy";
import { isStreetLine, parseAddress, parseCityStateZip } from "@/lib/service/address/printed-lines";
import type { Doc, Row } from "./doc";
import { findCarrierByName } from "@/lib/service/carriers/catalogue";
import { onlyFormWords } from "./lexicon/form-words";
import { cleanPartyName, LOAN, loanOf, looksLikeLender, type PartyFound } from "./party-words";

// A carrier's notice to the lender (a lienholder or mortgagee notice, an escrow bill, "evidence of
// coverage for your records") is addressed to the lender: the window-envelope block at the head of
// the page names the interest, and the page says in what role it is shown.

const ROLE = String.raw`(?:the\s+|a\s+|an\s+)?(?:first\s+|second\s+|1st\s+|2nd\s+)?(loss\s*payee|lien\s*holder|mortgagee|lessor|additional\s+interest|additional\s+insured)`;
// "You are shown as loss payee", "has listed you as second mortgagee", "your interest as lienholder".
const ROLE_SENTENCE = new RegExp(
  String.raw`\byou\s+(?:are|have\s+been)\s+(?:shown|listed|named|added|included)\s+(?:on\s+the\s+policy\s+)?as\s+${ROLE}|\b(?:shown|listed|named|added)\s+you\s+as\s+${ROLE}|\byour\s+interest\s+as\s+${ROLE}`,
  "i",
);
const ROLE_TITLE =
  /\b(?:notice|bill|invoice|statement)\s+(?:to\s+(?:the\s+)?|[-–:]\s*)(lien\s*holder|mortgagee|loss\s*payee|lessor|lender)|\b(lien\s*holder|mortgagee|loss\s*payee|lender|escrow)\s+(?:clause\s+|premium\s+)?(?:noti\w*|bill|invoice)/i;

const INSURER = /\b(?:insurance|assurance|casualty|indemnity|underwriters?|reciprocal|automobile\s+association)\b/i;

function roleOf(word: string, home: boolean): ThirdParty["type"] {
  const w = word.toLowerCase();
  if (/mortgagee/.test(w)) return "mortgagee";
  if (/lessor/.test(w)) return "lessor";
  if (/additional/.test(w)) return "interest";
  if (/lender|escrow/.test(w)) return home ? "mortgagee" : "lienholder";
  return "lienholder";
}

/** The role the notice gives its addressee, or null when the page is no notice to a lender. */
function noticeRole(doc: Doc, home: boolean): ThirdParty["type"] | null {
  const sentence = ROLE_SENTENCE.exec(doc.text);
  if (sentence) return roleOf(sentence[1] ?? sentence[2] ?? sentence[3], home);
  const title = ROLE_TITLE.exec(doc.text);
  return title ? roleOf(title[1] ?? title[2], home) : null;
}

/** A row's first cell with the cells set close after it ("Nationstar Mortgage | LLC | ISAOA"). */
function leadText(row: Row): string {
  let text = row.cells[0].text;
  for (let i = 1; i < row.cells.length && row.cells[i].x - row.cells[i - 1].x2 < 3 * row.h; i++)
    text += ` ${row.cells[i].text}`;
  return text;
}

/** Rows under `row` that start where it starts: an address block's lines. */
function blockUnder(doc: Doc, row: Row): string[] {
  const x = row.cells[0].x;
  const out = [leadText(row)];
  for (let i = row.index + 1; i < doc.rows.length && out.length < 6; i++) {
    const next = doc.rows[i];
    const prev = doc.rows[i - 1];
    if (next.page !== row.page || next.y - prev.y > 2.2 * row.h || Math.abs(next.cells[0].x - x) > 3) break;
    out.push(leadText(next));
  }
  return out;
}

/** The lender a notice is addressed to, with its address and the loan number the page gives. */
export function noticeAddressee(doc: Doc, home: boolean): PartyFound | null {
  const type = noticeRole(doc, home);
  if (!type) return null;
  const firstPage = doc.rows.filter((r) => r.page === doc.rows[0]?.page);
  const head = firstPage.slice(0, Math.ceil(firstPage.length * 0.4));
  for (const row of head) {
    const first = row.cells[0];
    if (!first || !looksLikeLender(first.text)) continue;
    const lines = blockUnder(doc, row).filter((l) => !/^(?:attn|attention|c\/o)\b/i.test(l));
    // A window envelope's block: the name, a street or PO box, then the city, state and ZIP.
    const street = lines.findIndex((l, i) => i > 0 && isStreetLine(l));
    if (street < 0 || !lines.slice(street + 1).some((l) => parseCityStateZip(l))) continue;
    const name = cleanPartyName(lines.slice(0, street).join(" "));
    // The carrier's own return or remittance address ("Lienholder Services Center", "AMCO Insurance
    // Company") names a desk or the insurer, not the lender.
    if (!name || onlyFormWords(name) || INSURER.test(name) || findCarrierByName(name)) continue;
    return { type, name, address: parseAddress(lines.slice(street)), loanNumber: loanNumber(doc), vehicle: null };
  }
  return null;
}

/** The first loan number the page captions, digits and all ("Loan No.: 624-3853402"). */
function loanNumber(doc: Doc): string | null {
  for (const row of doc.rows) {
    const value = loanOf(LOAN.exec(row.text));
    if (value && /\d{3}/.test(value)) return value;
  }
  return null;
}
