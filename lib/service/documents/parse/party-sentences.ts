import type { Address } from "@/lib/schemas/policy";
import { ADDRESS_IN_TEXT, parseOneLine } from "@/lib/service/address/printed-lines";
import { sentences } from "./sentences";
import type { Doc } from "./doc";
import { looksLikePersonNames } from "./names";

// A summary in questions and answers, a chat transcript or a letter says who is insured, where the
// mail goes and what place is covered in sentences ("The policy is in the name of …", "The mailing
// address on file is …", "The policy covers the home at …") rather than beside captions.

/** What comes before the people a sentence names as the insureds. */
const NAMED_BEFORE =
  /\b(?:named\s+insureds?\s+(?:on\s+(?:the|this|your)\s+policy\s+)?(?:is|are)|(?:policy|coverage)\s+is\s+(?:issued\s+|written\s+)?in\s+the\s+names?\s+of|(?:policy|coverage)\s+is\s+issued\s+to)\s+(.+)$/i;
/** The people first, then what they are ("Elijah Z. Vance is listed as named insured"). */
const NAMED_AFTER =
  /^(.+?)\s+(?:is|are)\s+(?:listed|shown|named|on\s+the\s+policy)\s+as\s+(?:the\s+)?named\s+insureds?\b/i;
/** Words that open a sentence's subject but are not part of it: an answer's "Yes", a chat's time stamp. */
const LEAD_IN = /^.*(?:\byes\b|\bthere\s+(?:is|are)\b|\d{1,2}:\d{2}\s*[ap]\.?m\.?|[a-z]{2}\s?[.!?:])[\s.,:;–-]*/i;

const MAILING = [
  new RegExp(
    String.raw`\b(?:mailing\s+address|address\s+we\s+(?:have|use))\s+(?:on\s+file\s+|of\s+record\s+|on\s+(?:the|your)\s+policy\s+)?(?:is|as)\s*:?\s+${ADDRESS_IN_TEXT}`,
    "i",
  ),
  new RegExp(String.raw`\bwe\s+have\s+(?:the|your)\s+mailing\s+address\s+as\s*:?\s+${ADDRESS_IN_TEXT}`, "i"),
  new RegExp(
    String.raw`\b(?:documents|mail|bills?|correspondence|things)\s+(?:go(?:es)?|(?:is|are)\s+(?:sent|mailed))\s+to\s*:?\s+${ADDRESS_IN_TEXT}`,
    "i",
  ),
];

const LOCATION = [
  new RegExp(String.raw`\b(?:policy|coverage)\s+(?:covers|insures)\s+[^.$]{0,50}?\bat\s+${ADDRESS_IN_TEXT}`, "i"),
  new RegExp(
    String.raw`\binsured\s+(?:residence|property|location|home|premises|dwelling|unit)\s+is\s+(?:at\s+)?${ADDRESS_IN_TEXT}`,
    "i",
  ),
  new RegExp(
    String.raw`\b(?:home|property|dwelling|residence|unit|premises)\s+(?:is\s+)?located\s+at\s+${ADDRESS_IN_TEXT}`,
    "i",
  ),
];

/** The longest start of `text`, cut at a sentence's end, that reads as person names only. */
function peopleAtStart(text: string): string | null {
  const cuts = [text.length, ...[...text.matchAll(/[.;,]\s/g)].map((m) => m.index!)].sort((a, b) => b - a);
  for (const cut of cuts) {
    const part = text.slice(0, cut).replace(/[.\s]+$/, "");
    if (looksLikePersonNames(part)) return part;
  }
  return null;
}

function firstAddress(patterns: RegExp[], texts: string[]): Address | null {
  for (const text of texts)
    for (const re of patterns) {
      const m = re.exec(text);
      const address = m ? parseOneLine(m[1].replace(/\s+,/g, ",")) : null;
      if (address) return address;
    }
  return null;
}

export interface PartiesInSentences {
  names: string | null;
  address: Address | null;
  location: Address | null;
}

export function partiesInSentences(doc: Doc): PartiesInSentences {
  const texts = sentences(doc);
  let names: string | null = null;
  for (const text of texts) {
    const before = NAMED_BEFORE.exec(text);
    const after = before ? null : NAMED_AFTER.exec(text);
    names = before ? peopleAtStart(before[1]) : after ? peopleAtStart(withoutLeadIn(after[1])) : null;
    if (names) break;
  }
  return { names, address: firstAddress(MAILING, texts), location: firstAddress(LOCATION, texts) };
}

/** A party's name as a sentence's subject, without the answer or time stamp before it. */
export function withoutLeadIn(text: string): string {
  return text.replace(LEAD_IN, "").trim();
}
