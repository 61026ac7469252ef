// People's names as lenders type them, carriers return them and documents print them: "Jordan A.
// Rivera Jr.", "RIVERA, JORDAN A", "NICHOLS III, BOBBY", "Dr. Ana de la Cruz". Titles and
// generational suffixes belong to neither the first nor the last name.

const SUFFIXES = new Set(["jr", "sr", "ii", "iii", "iv", "v"]);
const TITLES = new Set(["mr", "mrs", "ms", "miss", "mx", "dr"]);
/** Words that start a surname when they stand inside a name ("Beverly Van Dyke", "Ana de la Cruz"). */
const PARTICLES = new Set("van von de da del della di du la le st st. mac bin al el ter ten dos das".split(" "));

const key = (word: string) => word.toLowerCase().replace(/\./g, "");

export const isNameSuffix = (word: string): boolean => SUFFIXES.has(key(word));
export const isNameTitle = (word: string): boolean => TITLES.has(key(word));

export interface PersonName {
  firstName: string | null;
  lastName: string | null;
}

/** Without leading titles and trailing suffixes, always keeping one word. */
function bare(words: string[]): string[] {
  let out = words.filter((w) => w.replace(/[.\-']/g, "") !== "");
  while (out.length > 1 && isNameTitle(out[0])) out = out.slice(1);
  while (out.length > 1 && isNameSuffix(out[out.length - 1])) out = out.slice(0, -1);
  return out;
}

const split = (text: string) => text.split(" ").filter(Boolean);

/** One person's first and last name, in the case given; null when there is no name at all. */
export function splitPersonName(text: string): PersonName | null {
  const t = text.replace(/\s+/g, " ").trim();
  const comma = t.indexOf(",");
  if (comma > 0) {
    const before = bare(split(t.slice(0, comma)));
    const after = bare(split(t.slice(comma + 1).replace(/,/g, " ")));
    // "RIVERA, JORDAN" is surname first; "Jordan Rivera, Jr." only has a suffix after the comma.
    if (after.length > 0 && !(after.length === 1 && isNameSuffix(after[0])))
      return { firstName: after[0], lastName: before.join(" ") };
    return splitPersonName(t.slice(0, comma));
  }
  const words = bare(split(t));
  if (!words.length) return null;
  if (words.length === 1) return { firstName: null, lastName: words[0] };
  const particle = words.findIndex((w, i) => i > 0 && i < words.length - 1 && PARTICLES.has(w.toLowerCase()));
  const last = particle > 0 ? words.slice(particle).join(" ") : words[words.length - 1];
  return { firstName: words[0], lastName: last };
}

/** The insured a carrier portal is searched by: the name as typed or as first and last, trimmed. */
export function insuredNameOf(input: string | { firstName: string; lastName: string }): {
  firstName: string | null;
  lastName: string;
  full: string;
} {
  if (typeof input !== "string") {
    const firstName = input.firstName.trim();
    const lastName = input.lastName.trim();
    return { firstName, lastName, full: `${firstName} ${lastName}` };
  }
  const full = input.trim().replace(/\s+/g, " ");
  const name = splitPersonName(full);
  return { firstName: name?.firstName ?? null, lastName: name?.lastName ?? full, full };
}
