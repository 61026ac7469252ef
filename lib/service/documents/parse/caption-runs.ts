import { sliceCell, type Cell } from "./doc";

// An agency system prints several captioned values on one line: "Pol#: H3 0647526; EFF: 07/16/25;
// Ins Co: Hartford…" or "Pol: 110-4039-M70 Eff: 06/21/25 Exp: 06/21/26 Carrier: AMCO…". Each
// "Caption: value" becomes a cell of its own, so a caption's value ends where the next caption
// begins, as if the line had been printed as a row of boxes.

/** A caption of one to three words ending in a colon ("Mail Addr:", "Cust#:", "Exp Dt:"). */
const CAPTION = String.raw`[A-Z][A-Za-z#.]*(?:\s[A-Za-z#.]+){0,2}:(?=\s)`;
/** A caption after a separator (";", "|"): the separator makes it safe to cut there. */
const AFTER_SEPARATOR = new RegExp(String.raw`\s*[;|]\s*(?=${CAPTION})`, "g");
/**
 * A caption after a space only, one or two capitalised words: cut only on a line full of them. A
 * two-word caption is made of a caption's words ("Exp Dt:", "Mail Addr:", "Year Built:"); before
 * any other word a capitalised word ends the value ("Line: HOME | Bill:", "Pham, Derek | Addr:").
 */
const CAPTION_HEADS = (
  "exp eff ins insd mail mailing tot total term pay year yr client agency agent written named policy pol " +
  "loc location prop property cust customer acct account prod producer billing bill loan veh vehicle issue due"
).split(" ");
const CAPTION_TAILS =
  "dt date co addr address prem premium plan built no num number code name type id insd insured".split(" ");
const cased = (words: string[]) => words.flatMap((w) => [w[0].toUpperCase() + w.slice(1), w.toUpperCase()]).join("|");
const AFTER_SPACE = new RegExp(
  String.raw`\s+(?=((?:(?:${cased(CAPTION_HEADS)})\.?\s(?=(?:${cased(CAPTION_TAILS)}|#)\.?:))?[A-Z][A-Za-z#.]*):\s)`,
  "g",
);
const CAPTIONS = new RegExp(String.raw`(?:^|\s)${CAPTION}`, "g");
/** Captions a line must hold before spaces alone are taken to separate them. */
const MIN_CAPTIONS_WITHOUT_SEPARATORS = 3;

export function splitCaptionRun(cell: Cell): Cell[] {
  const captions = cell.text.match(CAPTIONS)?.length ?? 0;
  if (captions < 2) return [cell];
  const cuts: { at: number; len: number; caption: number }[] = [];
  for (const m of cell.text.matchAll(AFTER_SEPARATOR)) cuts.push({ at: m.index, len: m[0].length, caption: 0 });
  if (!cuts.length && captions >= MIN_CAPTIONS_WITHOUT_SEPARATORS)
    for (const m of cell.text.matchAll(AFTER_SPACE)) {
      const last = cuts[cuts.length - 1];
      // " Year Built:" also matches at " Built:": one caption, one cut.
      if (m.index > 0 && (!last || m.index >= last.at + last.len + last.caption))
        cuts.push({ at: m.index, len: m[0].length, caption: m[1].length });
    }
  if (!cuts.length) return [cell];
  const out: Cell[] = [];
  let from = 0;
  for (const cut of [...cuts, { at: cell.text.length, len: 0, caption: 0 }]) {
    const piece = sliceCell(cell, from, cut.at);
    if (piece.text) out.push(piece);
    from = cut.at + cut.len;
  }
  return out;
}
