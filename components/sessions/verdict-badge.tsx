import { Badge, type BadgeTone } from "@/components/ui/badge";
import type { PolicyStanding } from "@/lib/verifications/verdict";

const VERDICT: Record<string, { tone: BadgeTone; label: string }> = {
  pass: { tone: "green", label: "Pass" },
  fail: { tone: "red", label: "Fail" },
  review: { tone: "amber", label: "Needs review" },
};

/** The loan file's answer in one word; colour never carries it alone. */
export function VerdictBadge({ verdict }: { verdict: string | null }) {
  if (!verdict) return null;
  const look = VERDICT[verdict] ?? { tone: "gray" as const, label: verdict };
  return <Badge tone={look.tone}>{look.label}</Badge>;
}

/** "Expired 2026-10-01" / "Not active": said out loud, because a green "Completed" hid it before. */
export function StandingBadge({ standing }: { standing: PolicyStanding | null }) {
  if (!standing) return null;
  if (standing.state === "not-yet-in-force")
    return (
      <Badge tone="amber">Not yet in force{standing.effectiveDate ? ` (from ${standing.effectiveDate})` : ""}</Badge>
    );
  if (standing.state === "inactive") return <Badge tone="red">Not active</Badge>;
  if (standing.state === "expired") return <Badge tone="red">Expired {standing.expirationDate}</Badge>;
  if (standing.state === "unknown") return <Badge tone="gray">Status unknown</Badge>;
  return null;
}
