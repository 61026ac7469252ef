import { words } from "@/lib/shared/text-fold";
import { isNameSuffix, isNameTitle } from "./person-name";

// Insured names come as structured first/last from carriers and as free text from lenders and
// documents ("SMITH, JOHN Q JR", "John Q. Smith"). A match needs the same first name and the same
// surname; middle names, initials, generational suffixes and titles are not compared.

interface NameParts {
  first: string[];
  last: string[];
}

interface Cleaned {
  words: string[];
  droppedSuffix: boolean;
}

function clean(text: string | null | undefined): Cleaned {
  const all = words(text ?? "");
  const kept = all.filter((word) => !isNameSuffix(word) && !isNameTitle(word));
  return { words: kept, droppedSuffix: kept.length !== all.length };
}

/** Ways to read a free-text full name as first + last (the split point of "Maria de la Cruz" is unknown). */
function splitFullName(text: string): { candidates: NameParts[]; droppedSuffix: boolean } {
  const commaAt = text.indexOf(",");
  if (commaAt >= 0) {
    const before = clean(text.slice(0, commaAt));
    const after = clean(text.slice(commaAt + 1));
    // "John Smith, Jr." has the suffix after the comma, not a first name.
    if (after.words.length === 0) return splitFullName(text.slice(0, commaAt).concat(" ", text.slice(commaAt + 1)));
    return {
      candidates:
        before.words.length > 0 ? [{ first: after.words, last: before.words }] : [{ first: [], last: after.words }],
      droppedSuffix: before.droppedSuffix || after.droppedSuffix,
    };
  }
  const cleaned = clean(text);
  const all = cleaned.words;
  if (all.length <= 1) return { candidates: [{ first: [], last: all }], droppedSuffix: cleaned.droppedSuffix };
  const candidates: NameParts[] = [];
  for (let split = 1; split < all.length; split++)
    candidates.push({ first: all.slice(0, split), last: all.slice(split) });
  return { candidates, droppedSuffix: cleaned.droppedSuffix };
}

function structured(firstName: string | null | undefined, lastName: string | null | undefined) {
  const first = clean(firstName);
  const last = clean(lastName);
  // Parsers sometimes put the whole name in one field.
  if (last.words.length === 0 && first.words.length > 1) return splitFullName(firstName ?? "");
  if (first.words.length === 0 && last.words.length > 1) return splitFullName(lastName ?? "");
  return {
    candidates: [{ first: first.words, last: last.words }],
    droppedSuffix: first.droppedSuffix || last.droppedSuffix,
  };
}

function firstNamesAgree(a: string[], b: string[]): boolean {
  return a.length > 0 && b.length > 0 && a[0] === b[0];
}

function containsRun(longer: string[], shorter: string[]): boolean {
  for (let start = 0; start + shorter.length <= longer.length; start++) {
    if (shorter.every((word, i) => longer[start + i] === word)) return true;
  }
  return false;
}

function sameSurname(a: string[], b: string[]): boolean {
  return a.join("") === b.join("");
}

/** Same surname, allowing "McDonald"/"Mc Donald" and one part of a compound surname ("Garcia" in "Garcia Lopez"). */
function surnamesAgree(a: string[], b: string[]): boolean {
  if (a.length === 0 || b.length === 0) return false;
  if (sameSurname(a, b)) return true;
  return a.length > b.length ? containsRun(a, b) : containsRun(b, a);
}

type Alignment = { swapped: boolean; surnameOnly: boolean; middleIgnored: boolean };

function align(expected: NameParts, actual: NameParts): Alignment | null {
  const middleIgnored = expected.first.length > 1 || actual.first.length > 1;
  if (expected.first.length === 0 || actual.first.length === 0) {
    // Only a surname on one side: compare what there is, against either field.
    const expectedLast = expected.first.length === 0 ? expected.last : expected.first.concat(expected.last);
    const agrees =
      surnamesAgree(expectedLast, actual.last) ||
      (expected.first.length === 0 && surnamesAgree(expectedLast, actual.first));
    return agrees ? { swapped: false, surnameOnly: true, middleIgnored: false } : null;
  }
  if (firstNamesAgree(expected.first, actual.first) && surnamesAgree(expected.last, actual.last)) {
    // A partly matching surname is how a middle name shows up in a free-text reading ("John Q Smith").
    return {
      swapped: false,
      surnameOnly: false,
      middleIgnored: middleIgnored || !sameSurname(expected.last, actual.last),
    };
  }
  // Swapped fields: the expected first name sits in the actual surname and vice versa.
  if (surnamesAgree(expected.first, actual.last) && firstNamesAgree(expected.last, actual.first)) {
    return {
      swapped: true,
      surnameOnly: false,
      middleIgnored: expected.last.length > 1 || actual.first.length > 1 || !sameSurname(expected.first, actual.last),
    };
  }
  if (
    expected.first.length === 1 &&
    actual.first.length === 1 &&
    surnamesAgree(expected.first, actual.last) &&
    surnamesAgree(expected.last, actual.first)
  ) {
    return { swapped: true, surnameOnly: false, middleIgnored };
  }
  return null;
}

function caveats(alignment: Alignment): number {
  return Number(alignment.swapped) * 2 + Number(alignment.middleIgnored) + Number(alignment.surnameOnly);
}

function display(first: string | null | undefined, last: string | null | undefined): string {
  return [first, last]
    .filter((part) => part && part.trim())
    .map((part) => part!.trim())
    .join(" ");
}

/** Whether the expected person (from a lender) is the actual insured (from the policy), with a sentence saying why. */
export function personNamesMatch(
  expected: { firstName?: string | null; lastName?: string | null; name?: string | null },
  actual: { firstName: string | null; lastName: string | null },
): { match: boolean; reason: string } {
  const hasStructured = Boolean(expected.firstName?.trim() || expected.lastName?.trim());
  const expectedText = hasStructured ? display(expected.firstName, expected.lastName) : (expected.name ?? "").trim();
  const actualText = display(actual.firstName, actual.lastName);
  if (!expectedText) return { match: false, reason: "No name was given to compare." };
  if (!actualText) return { match: false, reason: `The policy has no name to compare with "${expectedText}".` };

  const expectedParts = hasStructured ? structured(expected.firstName, expected.lastName) : splitFullName(expectedText);
  const actualParts = structured(actual.firstName, actual.lastName);
  let found: Alignment | null = null;
  for (const e of expectedParts.candidates) {
    for (const a of actualParts.candidates) {
      const alignment = align(e, a);
      // Prefer the reading with the fewest caveats, so the reason is as plain as the evidence allows.
      if (alignment && (!found || caveats(alignment) < caveats(found))) found = alignment;
    }
  }
  if (!found) return { match: false, reason: `"${expectedText}" does not match the insured "${actualText}".` };
  if (expectedText === actualText) return { match: true, reason: `Matched "${expectedText}" exactly.` };
  const ignored: string[] = [];
  if (found.middleIgnored) ignored.push("middle names and initials");
  if (expectedParts.droppedSuffix || actualParts.droppedSuffix) ignored.push("suffixes such as Jr and III");
  if (ignored.length === 0 && !found.swapped && !found.surnameOnly) ignored.push("case, accents and punctuation");
  const notes: string[] = [];
  if (found.swapped) notes.push("with first and last names swapped");
  if (ignored.length > 0) notes.push(`ignoring ${ignored.join(" and ")}`);
  if (found.surnameOnly) notes.push("comparing the surname only, as only one name was given");
  const joined = notes.length === 1 ? notes[0] : `${notes.slice(0, -1).join(", ")} and ${notes.at(-1)}`;
  return { match: true, reason: `Matched "${expectedText}" to the insured "${actualText}", ${joined}.` };
}
