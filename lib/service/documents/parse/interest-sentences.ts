import { ADDRESS_IN_TEXT, parseOneLine } from "@/lib/service/address/printed-lines";
import { sentences } from "./sentences";
import type { Doc } from "./doc";
import { withoutLeadIn } from "./party-sentences";
import { looksLikeLender, typeOf, type PartyFound } from "./party-words";

// A letter names the lender in a sentence rather than a block: "We will send a copy of this
// renewal offer to your mortgage company, Truist Bank, PO Box 46007, Sumter, SC 29151, loan number
// 5258-052882", "we will send the renewal bill to Wells Fargo Bank, N.A., PO Box 44896, …"; an
// answer or a notice names it as what it is: "Wells Fargo Bank, N.A., PO Box 75830, Springfield,
// OH 45501, is listed as mortgagee, loan #8407029530", "Bank of America, N.A. (PO Box 48329, …) is
// the lienholder", "The mortgagee on file is Truist Bank, PO Box 46007, …".

const LOAN_AFTER = String.raw`(?:,?\s+(?:loan|account|acct)\s*(?:number|no\.?|#)?\s*:?\s*([A-Z0-9][A-Z0-9-]{4,24}))?`;

/**
 * Sent or copied to a party, with the party's role when the sentence gives it, then its name, its
 * address on one line (a street or box through a state and ZIP), and its loan number if printed.
 */
const SENT_TO = new RegExp(
  [
    String.raw`\b(?:send|sent|mail|mailed|forward|forwarded|cop(?:y|ied))\b[^.]{0,80}?\bto\s+(?:your\s+)?`,
    String.raw`(?:(lien\s*holder|lender|mortgage\s+company|mortgagee|loss\s+payee|lessor|finance\s+company)\s*,?\s+)?`,
    String.raw`(.{3,80}?),\s+${ADDRESS_IN_TEXT}`,
    LOAN_AFTER,
  ].join(""),
  "gi",
);

const ROLE = String.raw`(?:first\s+|second\s+)?(mortgagee|lien\s*holder|loss\s+payee|lessor|lender|additional\s+interest)`;
/** A party's name, then its address after a comma or in brackets. */
// The name holds no question and no verb: it starts after the sentence that asks for it.
const NAME_AND_ADDRESS = String.raw`((?:(?!\s(?:is|are)\s)[^?!]){3,80}?)(?:,\s*|\s*\()${ADDRESS_IN_TEXT}\)?,?`;

/** The party first, then what it is; or what it is, then the party. Groups: role, name, address, loan. */
const NAMED_AS: { re: RegExp; order: [number, number, number, number] }[] = [
  {
    re: new RegExp(
      String.raw`${NAME_AND_ADDRESS}\s+is\s+(?:also\s+)?(?:listed\s+|named\s+|shown\s+)?(?:as\s+)?(?:the\s+|a\s+)?${ROLE}\b(?:[^.]{0,40}?${LOAN_AFTER})?`,
      "gi",
    ),
    order: [3, 1, 2, 4],
  },
  {
    re: new RegExp(
      String.raw`\b(?:the\s+)?${ROLE}\s+(?:on\s+file|listed(?:\s+on\s+the\s+policy)?|on\s+the\s+policy|of\s+record)\s+is\s+${NAME_AND_ADDRESS}${LOAN_AFTER}`,
      "gi",
    ),
    order: [1, 2, 3, 4],
  },
];

/** The lenders a page's sentences send a copy or the bill to, or name as an interest. */
export function interestsInSentences(doc: Doc, kind: "auto" | "home"): PartyFound[] {
  const out: PartyFound[] = [];
  const byKind = kind === "home" ? "mortgagee" : "lienholder";
  for (const text of sentences(doc)) {
    for (const m of text.matchAll(SENT_TO)) {
      const [, role, rawName, address, loan] = m;
      const name = rawName.replace(/^(?:the|a)\s+/i, "").trim();
      // Without a role word the sentence may send something to anyone; only a lender is an interest.
      if (!role && !looksLikeLender(name)) continue;
      const type = (role && typeOf(role)?.type) || byKind;
      out.push({ type, name, address: parseOneLine(address), loanNumber: loan ?? null, vehicle: null });
    }
    for (const { re, order } of NAMED_AS)
      for (const m of text.matchAll(re)) {
        const [role, rawName, address, loan] = order.map((i) => m[i]);
        const name = withoutLeadIn(rawName).replace(/^(?:the|a)\s+/i, "");
        const type = typeOf(role)?.type ?? byKind;
        out.push({ type, name, address: parseOneLine(address), loanNumber: loan ?? null, vehicle: null });
      }
  }
  return out;
}
