import type { Address } from "@/lib/schemas/policy";
import { findUsState } from "@/lib/shared/us-states";

// US postal addresses as documents print them: over one to three lines (street, an optional second
// line, city/state/ZIP) or on one line with commas. Typed input goes through parse-address.ts; a
// page needs these line-shape tests first, to tell which of its lines make up an address at all.

/** "COLUMBUS, OH 43228", "Saint Paul MN 55105-1234", "SANTACRUZCA11223" is not supported. */
const CITY_STATE_ZIP = /^(.*?[A-Za-z.])\s*,?\s+([A-Z]{2})\.?,?\s+(\d{5})(?:\s?-\s?\d{4})?\b/;
const STREET =
  /^(?:\d+[A-Z]?(?:-\d+)?\s+[A-Za-z0-9]|P\.?\s*O\.?\s*Box\b|Post\s+Office\s+Box\b|One\s+[A-Z]|Rural\s+Route|RR\s+\d|HC\s+\d)/i;
const LINE2 =
  /^(?:#\s*\w+|(?:apt|apartment|unit|suite|ste|bldg|building|floor|fl|room|rm|lot|no\.?)\b\.?\s*#?\s*[\w-]+)$/i;

/** An address written on one line inside a sentence: a street or box through a state and ZIP. */
export const ADDRESS_IN_TEXT = String.raw`((?:p\.?\s*o\.?\s*box|\d{1,6}\s)[^;()$]{4,80}?\b[A-Z]{2}\s+\d{5}(?:-\d{4})?)`;
const ADDRESSES_IN_TEXT = new RegExp(ADDRESS_IN_TEXT, "gi");

/** `text` with every address written on one line blanked out: its house number and ZIP are no amounts. */
export function withoutAddresses(text: string): string {
  return text.replace(ADDRESSES_IN_TEXT, (m) => " ".repeat(m.length));
}

export function parseCityStateZip(text: string): { city: string; state: string; postalCode: string } | null {
  const m = CITY_STATE_ZIP.exec(text.trim());
  if (!m || !findUsState(m[2])) return null;
  const city = m[1].replace(/[,\s]+$/, "").trim();
  if (!city || /\d/.test(city)) return null;
  return { city, state: m[2], postalCode: m[3] };
}

export function isStreetLine(text: string): boolean {
  return STREET.test(text.trim()) && !/^\d+\s*(?:of|months?|years?|days?)\b/i.test(text.trim());
}

export function isLine2(text: string): boolean {
  return LINE2.test(text.trim());
}

/**
 * An address from consecutive lines (street, optional second line, city/state/ZIP) or from one
 * line with commas ("527 MONROE CT, UNIT 1B, LOUISVILLE, KY 40205").
 */
export function parseAddress(lines: string[]): Address | null {
  const clean = lines.map((l) => l.replace(/\s+/g, " ").trim()).filter(Boolean);
  for (let i = 0; i < clean.length; i++) {
    if (!isStreetLine(clean[i])) continue;
    const one = parseOneLine(clean[i]);
    if (one) return one;
    const next = clean[i + 1];
    const after = clean[i + 2];
    const wrapped = next ? wrappedOneLine(clean[i], next) : null;
    if (wrapped) return wrapped;
    const csz = next ? parseCityStateZip(next) : null;
    if (csz) return { addressLine1: stripTrailingComma(clean[i]), addressLine2: null, ...csz, country: "US" };
    const fields = fieldByField(clean.slice(i + 1, i + 4));
    if (fields) return { addressLine1: stripTrailingComma(clean[i]), addressLine2: null, ...fields, country: "US" };
    if (next && after && isLine2(next)) {
      const csz2 = parseCityStateZip(after);
      if (csz2)
        return {
          addressLine1: stripTrailingComma(clean[i]),
          addressLine2: stripTrailingComma(next),
          ...csz2,
          country: "US",
        };
    }
  }
  return null;
}

/**
 * A form or a system export gives the city, the state and the ZIP code a field each, so they come
 * as three lines under the street: "Allentown" / "PA" / "18101".
 */
function fieldByField([city, state, zip]: string[]): { city: string; state: string; postalCode: string } | null {
  if (!city || !state || !zip || /\d/.test(city) || !/^[A-Za-z]{2}$/.test(state) || !/^\d{5}(?:-\d{4})?$/.test(zip))
    return null;
  return parseCityStateZip(`${city}, ${state} ${zip}`);
}

/**
 * A one-line address a narrow column wrapped: "11189 SCHOOL STREET, SACRAMENTO," over "CA 95831",
 * or "24082 N JEFFERSON DRIVE, SIOUX" over "FALLS, SD 57104". The words after the street's comma
 * start the city, so the second line alone would give a city cut in half.
 */
function wrappedOneLine(street: string, next: string): Address | null {
  if (!street.includes(",")) return null;
  const tail = street.split(",").pop()!.trim();
  if (tail && (/\d/.test(tail) || isLine2(tail))) return null;
  return parseOneLine(`${street} ${next}`);
}

function stripTrailingComma(text: string): string {
  return text.replace(/[,\s]+$/, "");
}

/** One-line form; the parts are separated by commas, city and state may share the last one. */
export function parseOneLine(text: string): Address | null {
  const parts = text.split(/\s*,\s*/).filter(Boolean);
  if (parts.length < 2) return null;
  for (let k = parts.length - 1; k >= 1; k--) {
    const tail = parts.slice(k).join(", ");
    const csz = parseCityStateZip(tail);
    if (!csz) continue;
    const head = parts.slice(0, k);
    if (!isStreetLine(head[0])) return null;
    const line2 = head.length > 1 && isLine2(head[head.length - 1]) ? head[head.length - 1] : null;
    const line1 = (line2 ? head.slice(0, -1) : head).join(", ");
    return { addressLine1: line1, addressLine2: line2, ...csz, country: "US" };
  }
  return null;
}
