import type { Address } from "@/lib/schemas/policy";
import { parseAddress } from "@/lib/service/address/parse-address";
import { addressLine } from "./describe";
import type { AddressInput } from "./inputs";
import { words } from "@/lib/shared/text-fold";

// Addresses are compared on what identifies a place: the street line, the unit when both sides
// give one (it tells condos apart) and the ZIP code; city spellings vary too much to require.

// prettier-ignore
const CANONICAL: Record<string, string> = {
  street: "st", avenue: "ave", av: "ave", road: "rd", drive: "dr", boulevard: "blvd", lane: "ln", court: "ct",
  place: "pl", terrace: "ter", circle: "cir", parkway: "pkwy", highway: "hwy", square: "sq", trail: "trl",
  plaza: "plz", expressway: "expy", freeway: "fwy", turnpike: "tpke", crossing: "xing", cove: "cv", alley: "aly",
  north: "n", south: "s", east: "e", west: "w", northeast: "ne", northwest: "nw", southeast: "se", southwest: "sw",
  apartment: "apt", suite: "ste", unit: "unit", number: "", no: "", building: "bldg", floor: "fl", room: "rm",
  first: "1st", second: "2nd", third: "3rd", fourth: "4th", fifth: "5th",
};

function canonicalWords(text: string | null | undefined): string[] {
  const all = words((text ?? "").replace(/\bp\.?\s*o\.?\s*box\b|\bpost\s+office\s+box\b/gi, "pobox"));
  return all.map((word) => CANONICAL[word] ?? word).filter((word) => word.length > 0);
}

const zip5 = (postalCode: string | null | undefined) => /\d{5}/.exec(postalCode ?? "")?.[0] ?? null;

function sameStructured(expected: Address, actual: Address): boolean {
  const sameStreet = canonicalWords(expected.addressLine1).join(" ") === canonicalWords(actual.addressLine1).join(" ");
  const expectedUnit = canonicalWords(expected.addressLine2).join(" ");
  const actualUnit = canonicalWords(actual.addressLine2).join(" ");
  const sameUnit = !expectedUnit || !actualUnit || expectedUnit === actualUnit;
  const expectedZip = zip5(expected.postalCode);
  const actualZip = zip5(actual.postalCode);
  const samePlace =
    expectedZip && actualZip
      ? expectedZip === actualZip
      : canonicalWords(expected.city).join(" ") === canonicalWords(actual.city).join(" ") &&
        expected.state.trim().toLowerCase() === actual.state.trim().toLowerCase();
  return sameStreet && sameUnit && samePlace;
}

function containsRun(longer: string[], shorter: string[]): boolean {
  for (let start = 0; start + shorter.length <= longer.length; start++) {
    if (shorter.every((word, i) => longer[start + i] === word)) return true;
  }
  return false;
}

/** Fallback for one-line text the parser cannot split: the street line and the ZIP must appear in it. */
function textContains(text: string, actual: Address): boolean {
  const textWords = canonicalWords(text);
  const street = canonicalWords(actual.addressLine1);
  const actualZip = zip5(actual.postalCode);
  const textZip = zip5(/\b\d{5}(?:-\d{4})?\b/.exec(text)?.[0]);
  return street.length > 0 && containsRun(textWords, street) && (!textZip || !actualZip || textZip === actualZip);
}

export function addressesMatch(expected: AddressInput, actual: Address): { match: boolean; reason: string } {
  const expectedText = typeof expected === "string" ? expected.trim() : addressLine(expected);
  const actualText = addressLine(actual);
  const parsed = typeof expected === "string" ? parseAddress(expected) : expected;
  const match = parsed
    ? sameStructured({ ...parsed, country: parsed.country ?? "US" }, actual)
    : textContains(expectedText, actual);
  return match
    ? { match: true, reason: `"${expectedText}" matches "${actualText}".` }
    : { match: false, reason: `"${expectedText}" does not match "${actualText}".` };
}
