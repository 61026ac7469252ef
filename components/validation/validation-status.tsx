import { Badge, type BadgeTone } from "@/components/ui/badge";

const LOOK: Record<string, { tone: BadgeTone; label: string }> = {
  pass: { tone: "green", label: "Pass" },
  fail: { tone: "red", label: "Fail" },
  caution: { tone: "amber", label: "Caution" },
  unknown: { tone: "gray", label: "Unknown" },
};

/** Colour plus a word, so the verdict does not depend on seeing colour. */
export function ValidationStatusBadge({ status }: { status: string }) {
  const look = LOOK[status] ?? { tone: "gray" as const, label: status };
  return <Badge tone={look.tone}>{look.label}</Badge>;
}
