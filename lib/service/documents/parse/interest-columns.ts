import type { ThirdParty } from "@/lib/schemas/policy";
import { isStreetLine, parseCityStateZip } from "@/lib/service/address/printed-lines";
import { xAt, type Doc, type Row } from "./doc";
import { findAmounts } from "./money";
import { cleanPartyName, LOAN_VALUE, looksLikeLender, typeOf, type PartyFound } from "./party-words";

// A schedule with a row per vehicle or location and the lender in a column of its own
// ("… | Ded-Col | LH | Ln#", "… | AOP Ded | Mortgagee | Loan #"): the lender's name sits under
// the column's title, its loan number under "Loan #" on the same row, and a second lender of the
// same location on the row under it. Narrow columns run titles and values together in one cell
// ("Ded-Col LH", "2,000 Ford Motor Credit Company"), so words are placed by their characters.

interface Word {
  text: string;
  x: number;
}

/** A column title for the lender: a role's word (party-words), or the cut a narrow column prints. */
function lenderTitle(text: string): ThirdParty["type"] | null {
  if (/^mtge?$/i.test(text)) return "mortgagee";
  if (/^(?:lh|payees?)$/i.test(text)) return "lienholder";
  const role = typeOf(text);
  return role && role.end === text.length && role.type !== "interest" ? role.type : null;
}
const LOAN_TITLE = /^(?:loan|ln#?|acct#?|account)$/i;
const LOAN_IN_TEXT = /\b(?:ln|loan|acct)\s*(?:#|no\.?)?\s*:?\s*([A-Z0-9][A-Z0-9-]{4,24})\b/i;
/** A line that only finishes the name above it ("LLC", "ISAOA/ATIMA", "N.A."). */
const NAME_TAIL =
  /^(?:llc|inc\.?|n\.?\s?a\.?|corp\.?|fsb|isaoa(?:\/atima)?|atima|its\s+successors.*|and\/or\s+assigns)$/i;
/** Rows a record may span: its name, a second lender, their addresses. */
const MAX_ROWS = 16;

function words(row: Row): Word[] {
  return row.cells.flatMap((cell) => {
    return [...cell.text.matchAll(/\S+/g)].map((m) => ({ text: m[0], x: xAt(cell, m.index) }));
  });
}

interface Columns {
  type: ThirdParty["type"];
  lender: number;
  loan: number | null;
  first: number;
}

function titlesOf(row: Row): Columns | null {
  const ws = words(row);
  if (ws.length < 4 || findAmounts(row.text).some((a) => a.value >= 100)) return null;
  for (const [i, w] of ws.entries()) {
    const text = w.text.replace(/[:/]+$/, "");
    const type = lenderTitle(text);
    // A title among others, right of the row's description: a table's, not a caption of its own.
    if (!type || i < 2) continue;
    const loan = ws.find((v) => v.x > w.x && LOAN_TITLE.test(v.text.replace(/[:.]+$/, "")));
    return { type, lender: w.x, loan: loan?.x ?? null, first: ws[0].x };
  }
  return null;
}

/** Lenders read from a lender column of a schedule, each with the row's loan number. */
export function interestColumns(doc: Doc): PartyFound[] {
  const out: PartyFound[] = [];
  for (const header of doc.rows) {
    const cols = titlesOf(header);
    if (!cols) continue;
    let record = -1;
    let current: PartyFound | null = null;
    let prev = header;
    for (const row of doc.rows.slice(header.index + 1, header.index + 1 + MAX_ROWS)) {
      if (row.page !== header.page || row.y - prev.y > 2.5 * header.h) break;
      prev = row;
      const ws = words(row);
      // A heading of the next section, alone at the left margin, ends the table.
      if (row.cells.length === 1 && row.cells[0].x2 < cols.lender && !/\d/.test(row.text)) break;
      const starts = ws.some((w) => w.x < cols.first + 12 && /\d/.test(w.text));
      const end = cols.loan !== null && cols.loan > cols.lender ? cols.loan - 4 : Infinity;
      const under = ws.filter((w) => w.x >= cols.lender - 8 && w.x < end).map((w) => w.text);
      const loanWord = cols.loan === null ? null : ws.find((w) => w.x >= cols.loan! - 8 && LOAN_VALUE.test(w.text));
      const text = under
        .join(" ")
        .replace(/^(?:[$\d,.\-–%]+\s+)+/, "")
        .replace(/^(?:--\s+)+/, "")
        .replace(/^(?:mortgagee|lienholder|lien\s*holder|lh|mtg|lessor)\s*:\s*/i, "");
      const loanInText = LOAN_IN_TEXT.exec(text);
      const loan = loanWord?.text ?? loanInText?.[1] ?? null;
      const name = loanInText ? text.slice(0, loanInText.index).trim() : text;
      if (starts) record++;
      if (!name || /^[$\d,.\-–%]+$/.test(name)) {
        if (current && loan && !current.loanNumber) current.loanNumber = loan;
        continue;
      }
      if (current && !starts && NAME_TAIL.test(name)) {
        current.name = cleanPartyName(`${current.name} ${name}`);
        continue;
      }
      if (current && !starts && (!looksLikeLender(name) || isStreetLine(name) || parseCityStateZip(name))) {
        if (loan && !current.loanNumber) current.loanNumber = loan;
        continue;
      }
      if (record < 0 || !looksLikeLender(name)) continue;
      current = {
        type: cols.type,
        name: cleanPartyName(name.replace(/,\s*$/, "")),
        address: null,
        loanNumber: loan,
        vehicle: record,
      };
      out.push(current);
    }
  }
  return out;
}
