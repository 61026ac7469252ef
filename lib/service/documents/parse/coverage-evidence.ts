import type { Coverage, CoverageCode } from "@/lib/schemas/policy";
import { classifyAutoLabel, classifyHomeLabel } from "./coverage-codes";
import type { Doc } from "./doc";

// Evidence for the confidence model about the coverages as read: a page that names a coverage at
// the head of a row ("Collision", "Coverage B - Other Structures") while the reader kept nothing
// under that code has likely lost a row or a column of its table.

/** Row heads of this many words or fewer are labels; longer ones are sentences about coverage. */
const LABEL_WORDS = 6;

/** Coverage codes a row's first cell names, in the lexicon of the policy's kind. */
function namedCodes(doc: Doc, kind: "auto" | "home"): Set<CoverageCode> {
  const codes = new Set<CoverageCode>();
  for (const row of doc.rows) {
    const head = row.cells[0]?.text.trim() ?? "";
    if (!head || head.split(/\s+/).length > LABEL_WORDS || /[.!?]$/.test(head)) continue;
    const code = kind === "auto" ? classifyAutoLabel(head) : classifyHomeLabel(head);
    if (code && code !== "LIABILITY" && code !== "UM" && code !== "UIM") codes.add(code);
  }
  return codes;
}

/** Of the coverages the page names at a row's head, the share the reader kept nothing for (0 when none are named). */
export function unreadCoverageShare(doc: Doc, kind: "auto" | "home", coverages: Coverage[]): number {
  const named = namedCodes(doc, kind);
  if (!named.size) return 0;
  const read = new Set(coverages.map((c) => c.code));
  return [...named].filter((c) => !read.has(c)).length / named.size;
}
