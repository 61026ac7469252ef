import type { ThirdParty } from "@/lib/schemas/policy";
import type { Doc, Row } from "./doc";
import { isAddressLine } from "./interest-heading";
import {
  cleanPartyName,
  LOAN,
  LOAN_VALUE,
  loanOf,
  looksLikeLender,
  NOT_A_PARTY,
  typeOf,
  type PartyFound,
} from "./party-words";
import { vehicleForText, type VehicleRef } from "./vehicle-context";

// The last resort for interests, used when no reader of a known arrangement found one: every
// organisation-like name printed on a line that names a role ("Lessor - 2020 Mazda CX-9 Santander
// Consumer USA Inc., PO Box …") or a few lines after one ("Loss payee" over a table, a form's
// "ADDITIONAL INTEREST" box, a "Mortgagee(s)" heading at a page's foot) is a candidate. Evidence: a
// lender's words, not an agency's or an insurer's, not a caption; the role from the same line, a
// checked box, or the heading. A page with no interest prints none of these, so nothing is invented.

const LOOK_BELOW = 6;
/** Who else a form names near its interest box: the agency, the insurer, the producer. */
const NOT_A_LENDER =
  /\b(?:insurance|agency|agents?|mutual|casualty|indemnity|underwriters?|assurance|brokerage|producer)\b/i;
const CHECKED =
  /(?:\[\s*x\s*\]?|(?:^|\s)x|☒|■)\s*(mortgagee|loss\s*payee|lien\s*holder|lessor|additional\s*insured|additional\s*interest)\b/i;
const ORDINAL =
  /^(?:\d{1,2}(?:st|nd|rd|th)?\.?\s+(?:mtge?|mg|mortgagee|lien(?:holder)?)?\b|\d{1,2}[.),]?\s+(?=[A-Za-z]))/i;
const ADDRESS_START = /\s*,?\s+(?:p\.?\s*o\.?\s*box|attn:?)\b.*$/i;

interface Candidate {
  name: string;
  type: ThirdParty["type"] | null;
}

/** A part of a name line that starts the address: a street, a box, a city and state, a number. */
const isAddressPart = (text: string): boolean => isAddressLine(text) || /\d{3}/.test(text);

function withoutVehicle(text: string, vehicles: VehicleRef[]): string {
  let out = text;
  for (const v of vehicles) {
    const words = [v.year, v.make, v.model].filter(Boolean).join(" ");
    if (!words) continue;
    const escaped = words.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\s+/g, "\\s+");
    out = out.replace(new RegExp(`^\\s*${escaped}\\s*`, "i"), "");
  }
  return out;
}

/** The name a piece of a line opens with, and the role printed before or after it. */
function candidateIn(piece: string, vehicles: VehicleRef[]): Candidate | null {
  let text = piece.trim();
  let type: ThirdParty["type"] | null = null;
  // "Lienholder/loss payee: Capital One …": every role word before the name, the first one counting.
  for (let role = typeOf(text); role && role.end <= 24; role = typeOf(text)) {
    type ??= role.type;
    text = text.slice(role.end).replace(/^[\s:;\-–/()]+/, "");
  }
  text = withoutVehicle(text.replace(ORDINAL, ""), vehicles).replace(ADDRESS_START, "");
  const note = /\s*\((lessor|lien\s*holder|mortgagee|loss\s*payee)\)/i.exec(text);
  if (note) {
    type = typeOf(note[1])?.type ?? type;
    text = text.slice(0, note.index);
  }
  const parts = text.split(/,\s*/);
  const end = parts.findIndex((p, i) => i > 0 && isAddressPart(p));
  const name = cleanPartyName((end > 0 ? parts.slice(0, end) : parts).join(", "));
  if (name.length < 3 || name.split(/\s+/).length > 8 || !/[A-Za-z]{3}/.test(name)) return null;
  if (!looksLikeLender(name) || NOT_A_LENDER.test(name) || NOT_A_PARTY.test(name) || typeOf(name)) return null;
  return { name, type };
}

function pieces(row: Row): string[] {
  return row.cells.flatMap((c) => c.text.split(/\s+[-–]\s+/));
}

function loanNear(doc: Doc, row: Row): string | null {
  for (const r of doc.rows.slice(row.index, row.index + 4)) {
    const labelled = loanOf(LOAN.exec(r.text));
    if (labelled && /\d{3}/.test(labelled)) return labelled;
  }
  const bare = row.cells.slice(1).find((c) => LOAN_VALUE.test(c.text.trim()) && !/^\d{5}$/.test(c.text.trim()));
  return bare?.text.trim() ?? null;
}

/** "No mortgagee on file", "Lienholder: none": the page says there is no interest to find. */
const saysNone = (row: Row): boolean => /^(?:no|none)\b|\b(?:none|not\s+applicable)\s*$/i.test(row.text.trim());

/**
 * `own`: the role is printed on the name's own line, or ticked in a box just above it ("Lender is:
 * [X] Loss payee" over the name), not only named by a heading.
 */
export function interestsNearRoleWords(doc: Doc, vehicles: VehicleRef[]): (PartyFound & { own: boolean })[] {
  const found = new Map<string, PartyFound & { own: boolean }>();
  const key = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, "");
  for (const anchor of doc.rows) {
    const role = anchor.cells.map((c) => typeOf(c.text)).find((t) => t !== null);
    if (!role || saysNone(anchor)) continue;
    const window = doc.rows.slice(anchor.index, anchor.index + 1 + LOOK_BELOW);
    const checked = window.map((r) => CHECKED.exec(r.text)).find((m) => m);
    const headingType = (checked && typeOf(checked[1])?.type) || role.type;
    for (const row of window) {
      if (saysNone(row)) break;
      const hit = pieces(row)
        .map((p) => candidateIn(p, vehicles))
        .find((c) => c !== null);
      if (!hit) continue;
      const own = row === anchor || hit.type !== null || (!!checked && row.index - anchor.index <= 2);
      const previous = found.get(key(hit.name));
      if (!previous || (own && !previous.own)) {
        found.set(key(hit.name), {
          type: hit.type ?? headingType,
          name: hit.name,
          address: null,
          loanNumber: loanNear(doc, row),
          vehicle: vehicles.length ? vehicleForText(row.text, vehicles) : null,
          own,
        });
      }
      break;
    }
  }
  return [...found.values()];
}
