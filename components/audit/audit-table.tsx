import Link from "next/link";
import { DataTable } from "@/components/ui/table";
import type { AuditEntryView } from "@/lib/actions/list-audit";
import { auditActionLabel } from "@/lib/audit/actions";
import { auditDetailParts, LISTED_DETAIL } from "@/lib/audit/detail-text";

// To the second: an auditor orders events that happen within the same minute.
const when = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "medium" });

/** One line per change where there are several (a correction, a settings save), else one line. */
function Details({ action, parts }: { action: string; parts: string[] }) {
  if (!LISTED_DETAIL.has(action) || parts.length < 2) return <>{parts.join(" · ")}</>;
  return (
    <ul className="space-y-0.5">
      {parts.map((p, i) => (
        <li key={i} className="break-words">
          {p}
        </li>
      ))}
    </ul>
  );
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
          <td className="px-4 py-2 text-sm">
            {e.token ? (
              <Link href={`/sessions/${e.token}`} className="text-brand-700 hover:underline">
                {e.sessionLabel ?? <span className="font-mono text-xs">{e.token}</span>}
              </Link>
            ) : (
              "—"
            )}
            {e.token && !e.sessionLabel ? <span className="block text-xs text-slate-500">deleted session</span> : null}
          </td>
          <td className="px-4 py-2 text-xs text-slate-600">
            <Details action={e.action} parts={auditDetailParts(e.action, e.detail)} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
