import type { ThirdParty } from "@/lib/schemas/policy";
import { isStreetLine, parseAddress, parseOneLine } from "@/lib/service/address/printed-lines";
import { cellRight, overlapsX, type Cell, type Doc, type Row } from "./doc";
import { VIN_IN_TEXT } from "@/lib/vin";
import { columnOf, findHeaders, headerFor } from "./columns";
import {
  cleanPartyName,
  isInterestHeading,
  LOAN,
  LOAN_VALUE,
  loanOf,
  looksLikeLender,
  NOT_A_PARTY,
  startsWithType,
  typeOf,
  type PartyFound,
} from "./party-words";
import { VEHICLE_NOUN, vehicleAnchors, vehicleForText, type VehicleRef } from "./vehicle-context";

// Lienholders, lessors, mortgagees and other interests: a type word, then the name in the same
// cell, the next cell or the column below; the address under the name; the loan number nearby.

/** A vehicle named before a lender's name: "Vehicle 2 (JF1EEYVD9FA960136)", "Auto 1 -". */
const VEHICLE_REF = new RegExp(
  String.raw`^(?:${VEHICLE_NOUN}\.?\s*#?\s*\d{1,2}|#\d{1,2})?\s*(?:[-–:]\s*)?(?:\(?\s*(?:VIN\s*:?\s*)?[A-HJ-NPR-Z0-9]{17}\s*\)?)?\s*[-–:,]?\s*`,
  "i",
);

/** The number or mark that opens an entry of a list, in a cell of its own. */
const ENTRY_NUMBER = /^(?:#|no\.?|\d{1,2}[.)]?)$/i;

/** Lines under a name cell in its column, up to a gap: name continuation, then address lines. */
function columnLines(doc: Doc, cell: Cell, limit: number): Cell[] {
  const out: Cell[] = [];
  let prev = cell;
  for (let i = cell.row + 1; i < doc.rows.length && out.length < limit; i++) {
    const row = doc.rows[i];
    if (row.page !== doc.rows[cell.row].page || row.y - prev.y > 1.8 * cell.h) break;
    const hit = row.cells.find((c) => overlapsX(c, cell, 2) && Math.abs(c.x - cell.x) < 3 * cell.h);
    if (!hit) continue;
    if (typeOf(hit.text)) break;
    // The next vehicle's row of a vehicle table: its lender is its own.
    if (row.cells.some((c) => c.x2 < hit.x && VIN_IN_TEXT.test(c.text))) break;
    out.push(hit);
    prev = hit;
  }
  return out;
}

function buildParty(
  type: ThirdParty["type"],
  nameText: string,
  below: string[],
): Omit<PartyFound, "vehicle" | "loanNumber"> | null {
  // "TD Auto Finance LLC, PO Box 63631, Farmington Hills, MI 48333" on one line.
  const comma = nameText.split(/\s*,\s*/);
  const streetAt = comma.findIndex((p, i) => i > 0 && isStreetLine(p));
  let name = streetAt > 0 ? comma.slice(0, streetAt).join(", ") : nameText.split(";")[0];
  let address = streetAt > 0 ? parseOneLine(comma.slice(streetAt).join(", ").split(";")[0]) : null;
  const lines = [...below];
  const continues = (line: string): boolean =>
    /^(?:ISAOA|ATIMA|its\s+successors|c\/o)\b/i.test(line) ||
    (line.length <= 25 && !/\d|:/.test(line) && /^[A-Z(/&]/i.test(line));
  while (lines.length && streetAt < 0 && !isStreetLine(lines[0]) && continues(lines[0])) {
    name = `${name} ${lines.shift()}`;
  }
  address ??= parseAddress(lines.slice(0, 3));
  name = cleanPartyName(name.replace(LOAN, ""));
  if (!name || NOT_A_PARTY.test(name) || name.length < 3) return null;
  return { type, name, address };
}

/**
 * A form's row of roles to tick ("Lender is: | [X] 1st mortgagee | [ ] Loss payee | [ ] Additional
 * insured"): it says what the interest below is, and names nobody.
 */
function isRoleChoice(row: Row, kinds: ReturnType<typeof typeOf>[]): boolean {
  return row.cells.filter((c, i) => kinds[i] && c.text.split(/\s+/).length <= 5).length >= 3;
}

export function findThirdParties(doc: Doc, vehicles: VehicleRef[]): PartyFound[] {
  const anchors = vehicleAnchors(doc, vehicles);
  const out: PartyFound[] = [];
  for (const row of doc.rows) {
    const kinds = row.cells.map((c) => typeOf(c.text));
    if (isRoleChoice(row, kinds)) continue;
    for (const [i, cell] of row.cells.entries()) {
      const kind = kinds[i];
      // "No mortgagee on file", "No lienholders listed": the page's word that there is none.
      if (!kind || isInterestHeading(row.text) || /^no\s+[a-z]/i.test(cell.text.trim())) continue;
      const rest = cell.text
        .slice(kind.end)
        .replace(/^\s*\(s\)/i, "")
        .replace(/^\s*\((?:first|second|third|\d\w*)\)/i, "")
        // "Mortgagee 1:", "Mortgagee #2 -", and "Mortgagee 1" closing the caption.
        .replace(/^\s*(?:#|no\.?)?\s*\d{1,2}\s*(?:[:.)-]|$)/i, "")
        // "Lien Holder Name:", "Mortgagee name and address:": the caption's own last words.
        .replace(/^\s*names?(?:\s*(?:and|&)\s*address)?\b/i, "")
        .replace(/^[\s:#.\-–]+/, "")
        .trim();
      const names: { cell: Cell; text: string }[] = [];
      if (/^[-–:\s]*none\b/i.test(rest)) continue;
      const perColumn = !rest ? vehicleColumnParties(doc, cell, kind.type, vehicles.length) : [];
      if (perColumn.length) {
        for (const p of perColumn)
          if (
            !out.some(
              (o) => o.type === p.type && o.name.toLowerCase() === p.name.toLowerCase() && o.vehicle === p.vehicle,
            )
          )
            out.push(p);
        continue;
      }
      // "Loss Payee - Vehicle 2 (JF1EEYVD9FA960136)": the rest names the vehicle, the lender is below.
      const restName = rest.replace(VEHICLE_REF, "");
      if (restName && !/^(?:and\b|\/|&)/i.test(restName) && !typeOf(restName)) {
        names.push({ cell, text: restName });
      } else {
        const right = cellRight(doc, cell);
        // A cell far to the right is the other column of a two-column page, not this label's value,
        // unless it reads as a lender's name and the label's own column holds none.
        const gap = right ? right.x - cell.x2 : Infinity;
        const near = right && (gap < 180 || (gap < 320 && looksLikeLender(right.text) && !lenderBelow(doc, cell)));
        const above = near ? nameAbove(doc, right) : null;
        if (above) {
          names.push({ cell: above, text: above.text });
        } else if (near && !startsWithType(right.text) && !NOT_A_PARTY.test(right.text) && !/^\d/.test(right.text)) {
          names.push({ cell: right, text: right.text });
        } else if (!near) {
          // A heading or column title: the names are further down the same column.
          names.push(...columnBelowFar(doc, cell, vehicles).map((c) => ({ cell: c, text: c.text })));
        }
      }
      for (const { cell: nameCell, text: nameText } of names) {
        const below = columnLines(doc, nameCell, 4).map((c) => c.text);
        const party = buildParty(kind.type, nameText, below);
        if (!party) continue;
        const nameRow = doc.rows[nameCell.row];
        const loanNumber = findLoanNumber(doc, nameCell, nameText, below);
        let vehicle = vehicleForText(nameRow.text, vehicles);
        if (vehicle === null && row.index !== nameRow.index) vehicle = vehicleForText(row.text, vehicles);
        // "Lienholder | Bank of America" over "Auto 1 | PO Box 43732": the vehicle under the type.
        vehicle ??= vehicleUnderType(doc, nameRow, nameCell, vehicles);
        vehicle ??= anchors(nameRow.index) ?? (vehicles.length === 1 ? 0 : null);
        const same = out.find((p) => p.type === party.type && p.name.toLowerCase() === party.name.toLowerCase());
        // Listed twice (a vehicle table's column, then its own section): one party with what each adds.
        if (same)
          Object.assign(same, { loanNumber: same.loanNumber ?? loanNumber, address: same.address ?? party.address });
        else out.push({ ...party, loanNumber, vehicle: vehicles.length ? vehicle : null });
      }
    }
  }
  return out;
}

/** The first line under a label, in its column, reads as a lender's name. */
function lenderBelow(doc: Doc, cell: Cell): boolean {
  const next = doc.rows[cell.row + 1];
  if (!next || next.page !== doc.rows[cell.row].page) return false;
  const below = next.cells.find((c) => overlapsX(c, cell, 2));
  return !!below && looksLikeLender(below.text);
}

/**
 * "Vehicle 1 | Ford Motor Credit" over "Lienholder | PO Box 8924": the label sits beside the
 * address, so the name is the line above it in the same column.
 */
function nameAbove(doc: Doc, right: Cell): Cell | null {
  if (!isStreetLine(right.text) && !/^p\.?\s*o\.?\s*box\b/i.test(right.text)) return null;
  const row = doc.rows[right.row - 1];
  if (!row || row.page !== doc.rows[right.row].page || right.y - row.y > 2 * right.h) return null;
  const above = row.cells.find((c) => overlapsX(c, right, 2) && Math.abs(c.x - right.x) < 2 * right.h);
  if (!above || typeOf(above.text) || NOT_A_PARTY.test(above.text) || /\d/.test(above.text)) return null;
  return above;
}

/**
 * A mortgagee section whose name is blacked out: the page shows that a lender exists, so it is
 * reported with an empty name for a person to fill in.
 */
export function unreadableMortgagee(doc: Doc, found: PartyFound[]): PartyFound | null {
  if (found.some((p) => p.type === "mortgagee")) return null;
  const heading = doc.rows.some((r) =>
    r.cells.some((c) => /^(?:first\s*)?mortgagee(?:\(s\)|s)?\s*:?$/i.test(c.text.trim())),
  );
  if (!heading || /mortgagee\s*(?:\(s\))?\s*[:\-–]?\s*none|\bno\s+mortgagees?\b/i.test(doc.text)) return null;
  return { type: "mortgagee", name: "", address: null, loanNumber: null, vehicle: null };
}

/**
 * Cells of a column below a title, skipping empty rows (a lienholder column in a vehicle table):
 * the first, and then any other that starts a row of another vehicle (one lender per vehicle).
 */
function columnBelowFar(doc: Doc, cell: Cell, vehicles: VehicleRef[]): Cell[] {
  const out: Cell[] = [];
  const page = doc.rows[cell.row].page;
  const seen = new Set<number>();
  for (let i = cell.row + 1; i < doc.rows.length && i <= cell.row + 16; i++) {
    const row = doc.rows[i];
    if (row.page !== page || row.y - cell.y > (out.length ? 24 : 14) * cell.h) break;
    let hit = row.cells.find(
      (c) => overlapsX(c, { x: cell.x, x2: Math.max(cell.x2, cell.x + 40) }, 2) && c.x >= cell.x - 2 * cell.h,
    );
    // A numbered list ("1 | LAKEVIEW LOAN SERVICING | 6416553595"): the name is right of its number.
    if (hit && ENTRY_NUMBER.test(hit.text.trim())) hit = row.cells[row.cells.indexOf(hit) + 1];
    if (!hit) continue;
    // The list's own column titles ("# | Name and Address | Loan Number") come before any entry.
    if (!out.length && NOT_A_PARTY.test(hit.text) && !typeOf(hit.text)) continue;
    if (typeOf(hit.text) || NOT_A_PARTY.test(hit.text)) break;
    const vehicle = vehicleForText(row.text, vehicles);
    if (out.length && (vehicle === null || seen.has(vehicle))) continue;
    if (vehicle !== null) seen.add(vehicle);
    out.push(hit);
  }
  return out;
}

/** The loan number: labelled after the name or under it, in a loan column, or alone right of the name. */
function findLoanNumber(doc: Doc, nameCell: Cell, nameText: string, below: string[]): string | null {
  const row = doc.rows[nameCell.row];
  const after = row.text.slice(row.text.indexOf(nameText) + nameText.length);
  for (const text of [nameText, after, ...below]) {
    const value = loanOf(LOAN.exec(text));
    if (value && /\d{3}/.test(value)) return value;
  }
  const column = loanInColumn(doc, row.index);
  if (column && /\d{3}/.test(column[1])) return column[1];
  const right = row.cells.filter((c) => c.x > nameCell.x2).map((c) => c.text.trim());
  const bare = right.find((t) => LOAN_VALUE.test(t) && !/^\d{5}$/.test(t));
  return bare ?? null;
}

/** A loan number in a "Loan Number" column: the header above names the column. */
function loanInColumn(doc: Doc, rowIndex: number): RegExpExecArray | null {
  const row = doc.rows[rowIndex];
  for (let i = rowIndex - 1; i >= 0 && i >= rowIndex - 8; i--) {
    const header = doc.rows[i];
    if (header.page !== row.page) break;
    const title = header.cells.find((c) => /loan|account\s*(?:#|no|number)/i.test(c.text));
    if (!title) continue;
    const value = row.cells.find((c) => overlapsX(c, { x: title.x, x2: Math.max(title.x2, title.x + 60) }, 4));
    if (!value) return null;
    const m = /^([A-Z0-9][A-Z0-9-]{3,})$/i.exec(value.text.trim());
    return m;
  }
  return null;
}

/**
 * A coverage table whose columns are vehicles: "Lienholder | Capital One | Ally" with a "Loan
 * number" row under it. Each column's lender is its vehicle's, and so is the loan number under it.
 */
function vehicleColumnParties(doc: Doc, label: Cell, type: ThirdParty["type"], vehicleCount: number): PartyFound[] {
  const row = doc.rows[label.row];
  const header = headerFor(findHeaders(doc), row);
  const columns = header?.columns.filter((c) => c.role.kind === "vehicle") ?? [];
  const values = row.cells.filter((c) => c.x > label.x2);
  if (columns.length < 2 || values.length < 2 || values.some((c) => LOAN_VALUE.test(c.text.trim()))) return [];
  // Only inside the vehicle table: every row between its header and this one has cells in its columns.
  const between = doc.rows.slice(header!.row.index + 1, row.index);
  const inTable = (r: (typeof between)[number]) =>
    r.page === row.page && r.cells.length >= 2 && r.cells.some((c) => columns.some((col) => overlapsX(c, col, 0)));
  if (between.length > 14 || !between.every(inTable)) return [];
  const loanRow = doc.rows
    .slice(row.index + 1, row.index + 4)
    .find((r) => r.page === row.page && /^(?:loan|account|acct|reference)/i.test(r.cells[0]?.text ?? ""));
  const out: PartyFound[] = [];
  for (const value of values) {
    const column = columnOf(header!, value);
    if (column?.role.kind !== "vehicle") continue;
    const name = cleanPartyName(value.text);
    if (!name || NOT_A_PARTY.test(name) || name.length < 3) continue;
    // The loan row's cells under this column: a bare number, or "Account 491-8249355" in each cell.
    const loanCell = loanRow?.cells.find(
      (c) => columnOf(header!, c) === column && (LOAN.test(c.text) || c.x > loanRow.cells[0].x2),
    );
    const loan = loanCell && (loanOf(LOAN.exec(loanCell.text)) ?? loanCell.text.trim());
    const ordinal = column.role.ordinal - 1;
    out.push({
      type,
      name,
      address: null,
      loanNumber: loan && LOAN_VALUE.test(loan) ? loan : null,
      vehicle: ordinal < vehicleCount ? ordinal : null,
    });
  }
  return out;
}

function vehicleUnderType(doc: Doc, nameRow: Row, nameCell: Cell, vehicles: VehicleRef[]): number | null {
  for (const next of doc.rows.slice(nameRow.index + 1, nameRow.index + 3)) {
    if (next.page !== nameRow.page) break;
    const left = next.cells.filter((c) => c.x2 <= nameCell.x + 2);
    if (left.some((c) => typeOf(c.text))) break;
    const vehicle = left.length ? vehicleForText(left.map((c) => c.text).join(" "), vehicles) : null;
    if (vehicle !== null) return vehicle;
  }
  return null;
}
