import Link from "next/link";
import { DataTable } from "@/components/ui/table";
import type { AuditEntryView } from "@/lib/actions/list-audit";
import { auditActionLabel } from "@/lib/audit/actions";
import { decisionWord } from "@/lib/reviews/decision-words";
import { correctionLines } from "@/lib/corrections/entry-lines";

// To the second: an auditor orders events that happen within the same minute.
const when = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "medium" });

/** The detail worth reading at a glance; the CSV carries all of it. */
function summary(detail: Record<string, unknown>): string {
  const d = detail;
  const parts = [
    d.member && `member ${String(d.member)}`,
    d.from && d.to && `${String(d.from)} → ${String(d.to)}`,
    d.role && !d.from && `as ${String(d.role)}`,
    d.name && String(d.name),
    d.policyNumber && `policy ${String(d.policyNumber)}`,
    Array.isArray(d.changes) && correctionLines(d).join("; "),
    d.term === "renewal" && "renewal term",
    d.policyType && `as ${String(d.policyType)}`,
    d.status && `result ${String(d.status)}`,
    d.retriedAs && `retried as ${String(d.retriedAs)}`,
    d.decision && decisionWord(d.decision),
    d.expiresOn && `until ${String(d.expiresOn)}`,
    d.reason && `“${String(d.reason)}”`,
    "assignee" in d && `to ${String(d.assignee ?? "nobody")}`,
    Array.isArray(d.mentioned) && d.mentioned.length > 0 && `mentions ${d.mentioned.map(String).join(", ")}`,
  ];
  return parts.filter(Boolean).join(" · ");
}

export function AuditTable({ items }: { items: AuditEntryView[] }) {
  return (
    <DataTable caption="Audit log" columns={["When", "Who", "What", "Session", "Details"]}>
      {items.map((e) => (
        <tr key={e.id} className="align-top">
          <td className="whitespace-nowrap px-4 py-2 text-slate-600">
            <time dateTime={e.at}>{when.format(new Date(e.at))}</time>
          </td>
          <td className="px-4 py-2">
            <span className="font-medium">{e.actorName}</span>
            <span className="block text-xs text-slate-500">{e.actorEmail}</span>
          </td>
          <td className="px-4 py-2">{auditActionLabel(e.action)}</td>
          <td className="px-4 py-2 font-mono text-xs">
            {e.token ? (
              <Link href={`/sessions/${e.token}`} className="text-brand-700 hover:underline">
                {e.token}
              </Link>
            ) : (
              "—"
            )}
          </td>
          <td className="px-4 py-2 text-xs text-slate-600">{summary(e.detail)}</td>
        </tr>
      ))}
    </DataTable>
  );
}
