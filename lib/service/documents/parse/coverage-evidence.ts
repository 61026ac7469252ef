import type { Coverage, CoverageCode } from "@/lib/schemas/policy";
import { classifyAutoLabel, classifyHomeLabel } from "./coverage-codes";
import type { Doc } from "./doc";

// Evidence for the confidence model about the coverages as read: a page that names a coverage at
// the head of a row ("Collision", "Coverage B - Other Structures") while the reader kept nothing
// under that code has likely lost a row or a column of its table.

/** Row heads of this many words or fewer are labels; longer ones are sentences about coverage. */
const LABEL_WORDS = 6;

/** The coverage code a short label names, in the lexicon of the policy's kind (none for a sentence). */
function codeOf(text: string, kind: "auto" | "home"): CoverageCode | null {
  const label = text.trim();
  if (!label || label.split(/\s+/).length > LABEL_WORDS || /[.!?]$/.test(label)) return null;
  const code = kind === "auto" ? classifyAutoLabel(label) : classifyHomeLabel(label);
  return code && code !== "LIABILITY" && code !== "UM" && code !== "UIM" ? code : null;
}

function unreadShare(named: Set<CoverageCode>, coverages: Coverage[]): number {
  if (!named.size) return 0;
  const read = new Set(coverages.map((c) => c.code));
  return [...named].filter((c) => !read.has(c)).length / named.size;
}

/** Of the coverages the page names at a row's head, the share the reader kept nothing for (0 when none are named). */
export function unreadCoverageShare(doc: Doc, kind: "auto" | "home", coverages: Coverage[]): number {
  const named = new Set(doc.rows.map((r) => codeOf(r.cells[0]?.text ?? "", kind)).filter((c) => c !== null));
  return unreadShare(named, coverages);
}

/**
 * The same for coverages named in any cell a label could be, not only a row's head: the column
 * titles of a table laid across, a caption over its value. Amounts are left out of the cell's
 * text first, so "Medical Payments $5,000" still names its coverage.
 */
export function unreadCaptionShare(doc: Doc, kind: "auto" | "home", coverages: Coverage[]): number {
  const named = new Set(
    doc.rows
      .flatMap((r) => r.cells.map((c) => codeOf(c.text.replace(/\$?\d[\d,./]*/g, " "), kind)))
      .filter((c) => c !== null),
  );
  return unreadShare(named, coverages);
}
