import { normaliseState } from "@/lib/shared/us-states";
import { lexKey, POST_DIRECTIONALS, STREET_SUFFIXES, UNIT_DESIGNATORS } from "./street-lexicon";

// Parses the one-line (or few-line) US postal addresses people type and documents print, e.g.
// "1200 Peachtree St NE, Atlanta, GA 30309" or "77 Lake Shore Dr Chicago IL 60611".

export interface ParsedAddress {
  addressLine1: string;
  addressLine2: string | null;
  city: string;
  state: string;
  postalCode: string;
  country: "US";
}

export type AddressValidation = { ok: true; address: ParsedAddress } | { ok: false; issues: AddressField[] };
export type AddressField = "addressLine1" | "addressLine2" | "city" | "state" | "postalCode" | "country";

const POSTAL_CODE = /^\d{5}(-\d{4})?$/;
const TRAILING_COUNTRY = /[\s,]+(?:u\.?\s?s\.?(?:\s?a\.?)?|united states(?: of america)?)$/i;
const US_COUNTRY = /^(?:u\.?\s?s\.?(?:\s?a\.?)?|united states(?: of america)?)$/i;
const PO_BOX = /^(?:p\.?\s?o\.?\s*box|post\s+office\s+box)\s+(\S+)(?:\s+(.*))?$/i;

const clean = (text: string): string => text.replace(/\s+/g, " ").replace(/^[\s,;]+|[\s,;]+$/g, "");
const hasDigit = (text: string): boolean => /\d/.test(text);
const words = (text: string): string[] => text.split(" ").filter(Boolean);

interface StreetAndCity {
  addressLine1: string;
  addressLine2: string | null;
  city: string;
}

export function parseAddress(input: string): ParsedAddress | null {
  if (typeof input !== "string") return null;
  const oneLine = input.split(/\r?\n/).map(clean).filter(Boolean).join(", ").replace(TRAILING_COUNTRY, "");
  const segments = oneLine.split(",").map(clean).filter(Boolean);
  const postalCode = takePostalCode(segments);
  if (!postalCode || segments.length === 0) return null;

  // Try the longest state spelling first ("West Virginia" before "Virginia"), but fall back to a
  // shorter one when the longer leaves no city ("Washington DC" is city + state, not just DC).
  const last = words(segments[segments.length - 1]);
  for (let n = Math.min(3, last.length); n >= 1; n--) {
    const state = normaliseState(last.slice(-n).join(" "));
    if (!state) continue;
    const rest = [...segments.slice(0, -1), last.slice(0, -n).join(" ")].filter(Boolean);
    const parts = splitStreetAndCity(rest);
    if (parts) return { ...parts, state, postalCode, country: "US" };
  }
  return null;
}

/** Removes the ZIP / ZIP+4 from the end of the last segment; accepts "787011234" and "78701 1234". */
function takePostalCode(segments: string[]): string | null {
  const last = words(segments.pop() ?? "");
  let code: string | null = null;
  const tail = last.pop() ?? "";
  if (POSTAL_CODE.test(tail)) code = tail;
  else if (/^\d{9}$/.test(tail)) code = `${tail.slice(0, 5)}-${tail.slice(5)}`;
  if (!code && /^\d{4}$/.test(tail) && /^\d{5}$/.test(last.at(-1) ?? "")) code = `${last.pop()}-${tail}`;
  if (!code) return null;
  if (last.length > 0) segments.push(last.join(" "));
  return code;
}

function splitStreetAndCity(segments: string[]): StreetAndCity | null {
  if (segments.length === 0) return null;
  if (segments.length === 1) return splitSingleSegment(words(segments[0]));

  const city = segments[segments.length - 1];
  let street = segments.slice(0, -1);
  // A leading recipient line ("Jordan Rivera, 1200 Peachtree St NE, …") is not part of the address.
  while (street.length > 1 && !hasDigit(street[0]) && !PO_BOX.test(street[0]) && /^\d/.test(street[1]))
    street = street.slice(1);
  if (!isPlausibleCity(city)) return null;

  const line1Words = words(normalisePoBox(street[0]));
  const inlineUnit = findUnitStart(line1Words, 2);
  const line1 = inlineUnit === null ? line1Words : line1Words.slice(0, inlineUnit);
  const line2Parts = [...(inlineUnit === null ? [] : [line1Words.slice(inlineUnit).join(" ")]), ...street.slice(1)];
  return { addressLine1: line1.join(" "), addressLine2: line2Parts.length ? line2Parts.join(", ") : null, city };
}

/** "77 Lake Shore Dr Chicago" → street up to the first common suffix (+ directional, + unit), city after. */
function splitSingleSegment(tokens: string[]): StreetAndCity | null {
  const poBox = PO_BOX.exec(tokens.join(" "));
  if (poBox) {
    const city = clean(poBox[2] ?? "");
    return isPlausibleCity(city) ? { addressLine1: `PO Box ${poBox[1]}`, addressLine2: null, city } : null;
  }
  // Index ≥ 2 so a street named like a suffix ("1 Court St", "12 Way Rd") is not cut after the number.
  const suffixAt = tokens.findIndex((token, i) => i >= 2 && STREET_SUFFIXES.has(lexKey(token)));
  if (suffixAt < 0) return null;
  let next = suffixAt + 1;
  if (next < tokens.length && POST_DIRECTIONALS.has(lexKey(tokens[next]))) next++;
  const addressLine1 = tokens.slice(0, next).join(" ");

  let addressLine2: string | null = null;
  const unitLength = next < tokens.length ? unitTokenCount(tokens, next) : 0;
  if (unitLength > 0) {
    addressLine2 = tokens.slice(next, next + unitLength).join(" ");
    next += unitLength;
  }
  const city = tokens.slice(next).join(" ");
  return isPlausibleCity(city) ? { addressLine1, addressLine2, city } : null;
}

/** First index ≥ `from` where a unit designator starts a trailing unit ("Apt 4B", "#12"), or null. */
function findUnitStart(tokens: string[], from: number): number | null {
  for (let i = from; i < tokens.length; i++) {
    if (unitTokenCount(tokens, i) === tokens.length - i) return i;
  }
  return null;
}

/** How many tokens from `at` form a unit ("Apt 4B" → 2, "#4B" → 1, "Apt # 4" → 3); 0 if none. */
function unitTokenCount(tokens: string[], at: number): number {
  const token = tokens[at];
  if (/^#\S+$/.test(token)) return 1;
  if (!UNIT_DESIGNATORS.has(lexKey(token))) return 0;
  let i = at + 1;
  if (tokens[i] === "#") i++;
  const value = tokens[i];
  // The value must look like a unit number, so "500 Old Unit Rd" keeps its street name.
  if (value === undefined || STREET_SUFFIXES.has(lexKey(value)) || !/^[A-Za-z0-9-]{1,6}$/.test(value)) return 0;
  if (!hasDigit(value) && value.length > 1) return 0;
  return i - at + 1;
}

function normalisePoBox(line: string): string {
  const match = PO_BOX.exec(line);
  return match && !match[2] ? `PO Box ${match[1]}` : line;
}

function isPlausibleCity(city: string): boolean {
  return /[A-Za-z]/.test(city) && !hasDigit(city);
}

/** Checks and normalises an address object (state name → code, trimmed fields, country "US"). */
export function validateAddress(value: unknown): AddressValidation {
  const obj = typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};
  const text = (key: AddressField): string | null => (typeof obj[key] === "string" ? clean(obj[key] as string) : null);
  const issues: AddressField[] = [];

  const addressLine1 = text("addressLine1");
  if (!addressLine1) issues.push("addressLine1");
  const rawLine2 = obj.addressLine2;
  if (rawLine2 !== undefined && rawLine2 !== null && typeof rawLine2 !== "string") issues.push("addressLine2");
  const city = text("city");
  if (!city) issues.push("city");
  const state = normaliseState(text("state"));
  if (!state) issues.push("state");
  const postalCode = text("postalCode");
  if (!postalCode || !POSTAL_CODE.test(postalCode)) issues.push("postalCode");
  const country = text("country");
  if (obj.country !== undefined && obj.country !== null && !(country && US_COUNTRY.test(country)))
    issues.push("country");

  if (issues.length > 0 || !addressLine1 || !city || !state || !postalCode) return { ok: false, issues };
  return {
    ok: true,
    address: { addressLine1, addressLine2: text("addressLine2") || null, city, state, postalCode, country: "US" },
  };
}
