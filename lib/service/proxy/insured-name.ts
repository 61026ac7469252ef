// A policyholder's name as lenders type it ("Jordan Rivera", "RIVERA, JORDAN", "Jordan A. Rivera Jr.") to the
// first and last name a carrier portal searches by. Titles and generational suffixes are not part of either.

export interface InsuredName {
  firstName: string | null;
  lastName: string;
  full: string;
}

const SUFFIXES = new Set(["jr", "sr", "ii", "iii", "iv", "v"]);
const TITLES = new Set(["mr", "mrs", "ms", "miss", "mx", "dr"]);

const key = (word: string) => word.toLowerCase().replace(/\./g, "");
const words = (text: string) => text.split(/\s+/).filter(Boolean);

function strip(list: string[]): string[] {
  let out = list;
  while (out.length > 1 && TITLES.has(key(out[0]))) out = out.slice(1);
  while (out.length > 1 && SUFFIXES.has(key(out[out.length - 1]))) out = out.slice(0, -1);
  return out;
}

export function splitInsuredName(input: string | { firstName: string; lastName: string }): InsuredName {
  if (typeof input !== "string") {
    const firstName = input.firstName.trim();
    const lastName = input.lastName.trim();
    return { firstName, lastName, full: `${firstName} ${lastName}` };
  }
  const full = input.trim().replace(/\s+/g, " ");
  const comma = full.indexOf(",");
  if (comma > 0) {
    const before = strip(words(full.slice(0, comma)));
    const after = strip(words(full.slice(comma + 1).replace(/,/g, " ")));
    // "Rivera, Jordan" is last-name-first; "Jordan Rivera, Jr." only has a suffix after the comma.
    if (after.length > 0 && !(after.length === 1 && SUFFIXES.has(key(after[0])))) {
      return { firstName: after[0], lastName: before.join(" "), full };
    }
    return splitInsuredName(full.slice(0, comma));
  }
  const parts = strip(words(full));
  if (parts.length === 1) return { firstName: null, lastName: parts[0], full };
  return { firstName: parts[0], lastName: parts[parts.length - 1], full };
}
