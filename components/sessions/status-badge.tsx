import { Badge, type BadgeTone } from "@/components/ui/badge";

const LOOK: Record<string, { tone: BadgeTone; label: string }> = {
  created: { tone: "gray", label: "Created" },
  processing: { tone: "blue", label: "Processing" },
  completed: { tone: "green", label: "Completed" },
  errored: { tone: "red", label: "Errored" },
};

export function StatusBadge({ status }: { status: string }) {
  const look = LOOK[status] ?? { tone: "gray" as const, label: status };
  return <Badge tone={look.tone}>{look.label}</Badge>;
}
