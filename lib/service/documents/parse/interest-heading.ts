import { findUsState } from "@/lib/shared/us-states";
import type { ThirdParty } from "@/lib/schemas/policy";
import { isStreetLine, parseAddress, parseCityStateZip } from "@/lib/service/address/printed-lines";
import type { Doc, Row } from "./doc";
import {
  cleanPartyName,
  isInterestHeading,
  LOAN,
  LOAN_VALUE,
  loanOf,
  NOT_A_PARTY,
  typeOf,
  type PartyFound,
} from "./party-words";
import { vehicleForText, type VehicleRef } from "./vehicle-context";

// Interests listed under a heading that does not say what they are ("Who else has an interest",
// "Additional interests", "Interested parties"): each entry is a name with its address and loan
// number under it, and its role follows from who it is: a bank on a car is a lienholder, on a home
// a mortgagee; a leasing company a lessor; an association only an interest.

const LENDER =
  /\b(?:bank|banc|mortgage|lending|lender|loans?|financial|finance|credit|servicing|savings|trust|capital|acceptance|funding|federal)\b/i;
const LESSOR = /\b(?:leas(?:e|ing)|lessor)\b/i;
const ENTRY_PREFIX = /^(?:(?:veh(?:icle)?|car|auto)\.?\s*#?\s*\d{1,2}|\d{1,2}[.)]|[-•*])\s*[:.\-–)]?\s*/i;

function roleOf(name: string, onVehicles: boolean): ThirdParty["type"] {
  if (LESSOR.test(name)) return "lessor";
  if (LENDER.test(name)) return onVehicles ? "lienholder" : "mortgagee";
  return "interest";
}

export function isAddressLine(text: string): boolean {
  return (
    isStreetLine(text) || parseCityStateZip(text) !== null || /^(?:p\.?\s*o\.?\s*box|suite|ste\.?|attn)/i.test(text)
  );
}

/** Rows under the heading, up to the first gap or the next heading-like row. */
function sectionRows(doc: Doc, heading: Row): Row[] {
  const out: Row[] = [];
  let prev = heading;
  for (let i = heading.index + 1; i < doc.rows.length && out.length < 16; i++) {
    const row = doc.rows[i];
    if (row.page !== heading.page || row.y - prev.y > 2.6 * heading.h) break;
    if (typeOf(row.text) && !ENTRY_PREFIX.test(row.text)) break;
    if (/^[A-Z][A-Z &/]{6,}:?$/.test(row.text) && !LENDER.test(row.text)) break;
    out.push(row);
    prev = row;
  }
  return out;
}

interface Entry {
  lines: string[];
  vehicle: number | null;
  loan: string | null;
}

export function findInterestsUnderHeading(doc: Doc, vehicles: VehicleRef[]): PartyFound[] {
  const out: PartyFound[] = [];
  for (const heading of doc.rows) {
    if (!isInterestHeading(heading.text)) continue;
    let current: Entry | null = null;
    const entries: Entry[] = [];
    for (const row of sectionRows(doc, heading)) {
      const text = row.cells.map((c) => c.text).join(", ");
      const loan = LOAN.exec(text);
      const loanValue = loanOf(loan);
      const withoutLoan = loan ? text.slice(0, loan.index).replace(/[,\s]+$/, "") : text;
      const bare = row.cells.length > 1 ? row.cells.slice(1).find((c) => LOAN_VALUE.test(c.text.trim())) : undefined;
      const first = withoutLoan.split(/,\s*/)[0];
      if (current && (!first || isAddressLine(withoutLoan) || isAddressLine(first) || (!withoutLoan && loanValue))) {
        current.lines.push(withoutLoan);
        current.loan ??= loanValue ?? bare?.text.trim() ?? null;
        continue;
      }
      const prefix = ENTRY_PREFIX.exec(withoutLoan);
      current = {
        lines: [withoutLoan.slice(prefix?.[0].length ?? 0)],
        vehicle: vehicles.length ? vehicleForText(withoutLoan, vehicles) : null,
        loan: loanValue ?? (bare ? bare.text.trim() : null),
      };
      entries.push(current);
    }
    for (const entry of entries) {
      const [nameLine, ...rest] = entry.lines;
      const parts = nameLine.split(/,\s*/);
      const streetAt = parts.findIndex((p, i) => i > 0 && isAddressLine(p));
      // "Midland Mortgage, a division of MidFirst Bank" and "PNC Bank, National Association" are one name.
      const rawName = (streetAt > 0 ? parts.slice(0, streetAt) : nameParts(parts)).join(", ");
      const name = cleanPartyName(withoutRoleNote(rawName));
      if (!name || name.length < 3 || NOT_A_PARTY.test(name) || /\d{3}/.test(name)) continue;
      const addressLines = [...(streetAt > 0 ? [parts.slice(streetAt).join(", ")] : []), ...rest];
      out.push({
        type: roleOf(name, vehicles.length > 0),
        name,
        address: parseAddress(addressLines.flatMap((l) => l.split(/,\s*(?=\S+\s*,?\s*[A-Z]{2}\s+\d{5})/))),
        loanNumber: entry.loan,
        vehicle: entry.vehicle ?? (vehicles.length === 1 ? 0 : null),
      });
    }
  }
  return out;
}

/** Drops a trailing "(lienholder)"-style note from a name. */
function withoutRoleNote(name: string): string {
  return name.replace(/\s*\((?:lienholder|lender|mortgagee|lessor|loss\s+payee)\)\s*$/i, "");
}

/** The leading parts of a comma-separated line that name a party: up to a number, or a city before its state. */
function nameParts(parts: string[]): string[] {
  const state = (p: string) =>
    /^[A-Z]{2}(?:\s+\d{5}(?:-\d{4})?)?$/.test(p.trim()) && findUsState(p.trim().slice(0, 2)) !== null;
  const end = parts.findIndex((p, i) => i > 0 && (/\d{3}/.test(p) || state(p)));
  if (end < 0) return parts;
  const stateAt = !/\d{3}/.test(parts[end]);
  return parts.slice(0, stateAt && end > 1 ? end - 1 : end);
}
