import Link from "next/link";
import { formatDateTime } from "@/components/sessions/format";
import { Badge } from "@/components/ui/badge";
import { EmptyState } from "@/components/ui/card";
import type { OutboxMail } from "@/lib/actions/list-outbox";

/** Links in a mail's text become links here, so an admin can follow one the way the borrower would. */
function Body({ text }: { text: string }) {
  return (
    <p className="whitespace-pre-wrap break-words text-sm text-slate-800">
      {text.split(/(https?:\/\/\S+)/).map((part, i) =>
        /^https?:\/\//.test(part) ? (
          <a key={i} href={part} className="font-medium text-brand-700 underline">
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </p>
  );
}

export function OutboxList({ mails }: { mails: OutboxMail[] }) {
  if (mails.length === 0)
    return <EmptyState title="No mail yet">Mail appears here when staff request insurance from a borrower.</EmptyState>;
  return (
    <ul className="divide-y divide-slate-200" aria-label="Mail">
      {mails.map((m) => (
        <li key={m.id} className="py-3">
          <details>
            <summary className="flex cursor-pointer flex-wrap items-baseline gap-x-3 gap-y-1">
              <span className="font-medium text-slate-900">{m.subject}</span>
              <span className="text-sm text-slate-600">to {m.to}</span>
              <span className="text-xs text-slate-500">{formatDateTime(m.at)}</span>
              <Badge tone={m.transport === "smtp" ? "green" : "gray"}>
                {m.transport === "smtp" ? "Sent by SMTP" : "Kept in outbox"}
              </Badge>
            </summary>
            <div className="mt-3 space-y-2 rounded-md bg-slate-50 p-3">
              <Body text={m.text} />
              {m.token ? (
                <Link href={`/sessions/${m.token}`} className="text-xs text-brand-700 hover:underline">
                  Open the request
                </Link>
              ) : null}
            </div>
          </details>
        </li>
      ))}
    </ul>
  );
}
