import { FIELD_ABBREVIATIONS } from "./lexicon/field-abbreviations";

// A system export names its fields as identifiers: "PolNum", "EFF_DT", "MAIL_ADDR1",
// "FullTermPrem", "Insured2". Spelled out ("Policy Number", "Effective Date", "Mailing Address Line 1")
// they are the captions every reader already knows, so an export reads like a printed form.

/** A field identifier at the head of a cell, then its end, a colon or an equals sign. */
const KEY_AT_HEAD = /^([A-Za-z][A-Za-z0-9_]*[A-Za-z0-9])(\s*[:=]\s*|$)/;
/** The identifier's own shape: words joined by "_", or run together in camel case, or numbered. */
const IDENTIFIER = /_|[a-z][A-Z]|^[A-Za-z]{2,}\d$/;

function parts(key: string): string[] {
  return key
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .replace(/([A-Za-z])(\d)/g, "$1 $2")
    .split(/[_\s]+/)
    .filter(Boolean);
}

/** The words a printed form uses for `key`, or null when it is not a field identifier. */
export function spellFieldKey(key: string): string | null {
  if (!IDENTIFIER.test(key)) return null;
  const words: string[] = [];
  let known = 0;
  for (const part of parts(key)) {
    if (/^\d$/.test(part)) {
      // "Addr1" is the address's first line and "Addr2" its second; "Insured2" is the second insured.
      const last = words[words.length - 1];
      if (part === "1") continue;
      if (last === "Address") words.push(`Line ${part}`);
      else if (last === "Insured" && part === "2") words[words.length - 1] = "Second Insured";
      else words.push(part);
      continue;
    }
    const word = FIELD_ABBREVIATIONS[part.toLowerCase()];
    if (!word) return null;
    words.push(word);
    known++;
  }
  return known ? words.filter(Boolean).join(" ") : null;
}

/**
 * `text` with its field identifiers written as captions: one at the head of a "key: value" cell
 * ("PolNum: X" → "Policy Number: X"), or every word of a cell made only of field names (a table's
 * column titles, "VEH_YR MAKE").
 */
export function spellFieldKeys(text: string): string {
  const m = KEY_AT_HEAD.exec(text);
  const spelled = m && spellFieldKey(m[1]);
  if (m && spelled) {
    const rest = text.slice(m[0].length);
    return m[2] ? `${spelled}: ${rest}`.trimEnd() : spelled;
  }
  const words = text.split(" ");
  const each = words.map((w) => spellFieldKey(w));
  if (!each.some(Boolean) || words.some((w, i) => !each[i] && !/^[A-Za-z]+$/.test(w))) return text;
  return words.map((w, i) => each[i] ?? w).join(" ");
}
