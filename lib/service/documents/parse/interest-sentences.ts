import { parseOneLine } from "@/lib/service/address/printed-lines";
import { sentences } from "./coverage-sentences";
import type { Doc } from "./doc";
import { looksLikeLender, typeOf, type PartyFound } from "./party-words";

// A letter names the lender in a sentence rather than a block: "We will send a copy of this
// renewal offer to your mortgage company, Truist Bank, PO Box 46007, Sumter, SC 29151, loan number
// 5258-052882", "we will send the renewal bill to Wells Fargo Bank, N.A., PO Box 44896, …".

/**
 * Sent or copied to a party, with the party's role when the sentence gives it, then its name, its
 * address on one line (a street or box through a state and ZIP), and its loan number if printed.
 */
const SENT_TO = new RegExp(
  [
    String.raw`\b(?:send|sent|mail|mailed|forward|forwarded|cop(?:y|ied))\b[^.]{0,80}?\bto\s+(?:your\s+)?`,
    String.raw`(?:(lien\s*holder|lender|mortgage\s+company|mortgagee|loss\s+payee|lessor|finance\s+company)\s*,?\s+)?`,
    String.raw`(.{3,80}?),\s+((?:p\.?\s*o\.?\s*box|\d{1,6}\s)[^;]{4,80}?\b[A-Z]{2}\s+\d{5}(?:-\d{4})?)`,
    String.raw`(?:,?\s+(?:loan|account|acct)\s*(?:number|no\.?|#)?\s*:?\s*([A-Z0-9][A-Z0-9-]{4,24}))?`,
  ].join(""),
  "gi",
);

/** The lenders a letter's sentences say a copy or a bill goes to. */
export function interestsInSentences(doc: Doc, kind: "auto" | "home"): PartyFound[] {
  const out: PartyFound[] = [];
  for (const text of sentences(doc))
    for (const m of text.matchAll(SENT_TO)) {
      const [, role, rawName, address, loan] = m;
      const name = rawName.replace(/^(?:the|a)\s+/i, "").trim();
      // Without a role word the sentence may send something to anyone; only a lender is an interest.
      if (!role && !looksLikeLender(name)) continue;
      const type = (role && typeOf(role)?.type) || (kind === "home" ? "mortgagee" : "lienholder");
      out.push({ type, name, address: parseOneLine(address), loanNumber: loan ?? null, vehicle: null });
    }
  return out;
}
