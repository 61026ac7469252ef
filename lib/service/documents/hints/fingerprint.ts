import { createHash } from "node:crypto";
import type { Doc } from "../parse/doc";
import { normLabel } from "./labels";

/**
 * Words printed as a form's own labels on insurance declarations pages. Values (names, streets, carrier
 * and lender names, coverage rows that differ per policy) are mostly not made of them, so the labels
 * a page is built from can be told from what was filled in.
 */
const FORM_WORDS = new Set(
  (
    "a account acct address agency agent amount and annual at auto automobile bill billing change changes " +
    "code company contract coverage coverages date dates declarations deductible deductibles description " +
    "discount discounts driver drivers due each effective endorsements expiration expires fee fees for form " +
    "forms from home homeowners id in information insured insureds issue issued limit limits location loss " +
    "mailing make model month months naic name named no now number of page payable payment per period " +
    "personal phone policy premium premiums producer property ref reference residence schedule summary " +
    "term the to total type vehicle vehicles vin your year"
  ).split(" "),
);

/** The form words a cell starts with ("Policy Number: KM-1" → "policy number"), or "" when it starts with a value. */
function formLabel(text: string): string {
  const words: string[] = [];
  for (const w of normLabel(text).split(" ")) {
    if (!FORM_WORDS.has(w) || words.length === 6) break;
    words.push(w);
  }
  return words.join(" ");
}

/** Fewer form labels than this on a first page and its layout is not told apart (a scan with no text, a letter). */
const MIN_FINGERPRINT_LABELS = 3;

/**
 * A fingerprint of the first page's layout: its rows of form labels, top to bottom, each row's labels
 * left to right ("policy number|contract amount due" is another layout than the two on rows of their
 * own). Values and the carrier's name do not enter it, and neither do coordinates, so the same form
 * filled for another insured, or scanned a few points askew, has the same fingerprint. Null when the
 * page prints too few labels to tell its layout.
 */
export function layoutFingerprint(doc: Doc): string | null {
  const first = doc.rows.length ? doc.rows[0].page : 0;
  const rows: string[] = [];
  let labels = 0;
  for (const row of doc.rows) {
    if (row.page !== first) break;
    const words = row.cells.map((c) => formLabel(c.text)).filter(Boolean);
    const line = words.join("|");
    // A row repeated for each vehicle or coverage counts once: their number is the policy's, not the form's.
    if (!line || rows.includes(line)) continue;
    rows.push(line);
    labels += words.length;
  }
  if (labels < MIN_FINGERPRINT_LABELS) return null;
  return `lay1:${createHash("sha256").update(rows.join("\n")).digest("hex").slice(0, 32)}`;
}
