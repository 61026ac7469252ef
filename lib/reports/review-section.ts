import type { VerificationDetail } from "@/lib/actions/verification-views";
import { decisionWord } from "@/lib/reviews/decision-words";

// The report's account of what staff made of the verdict: the decision that closes the case, who
// works it, and their notes, so the loan file holds the human answer beside the machine's.

export interface ReportReview {
  decision: [string, string][];
  notes: { at: string; by: string; text: string }[];
}

/** `stamp` spells a timestamp the way the rest of the report does. */
export function reviewSection(d: VerificationDetail, stamp: (iso: string) => string): ReportReview {
  const dec = d.decision;
  const decision: [string, string][] = dec
    ? [
        ["Decision", decisionWord(dec.kind)],
        ["Decided by", `${dec.by}, ${stamp(dec.at)}`],
        ...(dec.expiresOn ? [["Exception holds until", dec.expiresOn] as [string, string]] : []),
        ["Reason", dec.reason ?? "none given"],
      ]
    : [["Decision", d.status === "completed" ? "Not decided yet." : "None: the verification has not completed."]];
  decision.push(["Assigned to", d.assignee?.name ?? "nobody"]);
  return {
    decision,
    notes: d.notes.map((n) => ({
      at: stamp(n.at),
      by: n.by,
      text: n.mentioned.length ? `${n.body} (mentions ${n.mentioned.map((m) => m.name).join(", ")})` : n.body,
    })),
  };
}
