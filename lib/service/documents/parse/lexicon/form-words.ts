// Words a lender's form or a declarations page prints around its interests: captions, checkbox
// words, remarks. A line made only of these names no party ("CHECK ONE", "Mortgagee listed
// correctly", "on file", "ADDITIONAL INTEREST NAME AND ADDRESS"), however it is cased.

const CAPTIONS =
  "holder bill payable evidence of insurance applies to vehicle certificate additional interest interests loss payee lender lenders mortgagee mortgagees lienholder lessor name and address loan number no acct account insured the s premium notice renewal veh to whom it may concern information clause coverages mail send household id first second int type unit city state zip copy described limits liability";
// A comparison's status column ("No change", "Added", "Removed").
const STATUSES = "change changed added removed deleted unchanged";
const CHECKBOXES = "check one yes listed correctly shown as on file see attached schedule";
// A letter's salutation to a lender's desk ("Dear Loss Payee Department,"), or the carrier's own
// desk in a return address ("Lienholder Billing Unit").
const DESKS =
  "dear department dept desk team office division services service center centre processing policyholder notification billing unit accounting remittance";

export const FORM_WORDS: ReadonlySet<string> = new Set(`${CAPTIONS} ${CHECKBOXES} ${DESKS} ${STATUSES}`.split(" "));

/** Only form words: a caption or a checkbox's wording, never a name. */
export function onlyFormWords(text: string): boolean {
  return text.split(/[^A-Za-z0-9]+/).every((w) => !w || FORM_WORDS.has(w.toLowerCase()));
}
