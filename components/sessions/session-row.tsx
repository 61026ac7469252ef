import Link from "next/link";
import { RequestStateBadge } from "@/components/requests/request-state-badge";
import { DecisionBadge } from "@/components/review/decision-badge";
import type { VerificationListItem } from "@/lib/actions/verification-views";
import { formatDateTime } from "./format";
import { StatusBadge } from "./status-badge";
import { StandingBadge, VerdictBadge } from "./verdict-badge";

// One verification of the list, said once: the desktop table's row and the phone's card are both
// laid out from these parts, so the two never tell a session differently.

type Row = VerificationListItem;

function Verdict({ r }: { r: Row }) {
  const notValidated = !r.verdict && r.status === "completed" && r.templateName;
  if (!r.verdict && !r.standing && !notValidated) return <span className="text-xs text-slate-500">—</span>;
  return (
    <span className="flex flex-wrap gap-1">
      <VerdictBadge verdict={r.verdict} />
      <StandingBadge standing={r.standing} />
      {notValidated ? <span className="text-xs text-slate-500">not validated</span> : null}
    </span>
  );
}

function Decision({ r }: { r: Row }) {
  return (
    <>
      {r.decision ? (
        <DecisionBadge decision={r.decision} />
      ) : (
        <span className="text-xs text-slate-500">{r.status === "completed" ? "Undecided" : "—"}</span>
      )}
      {r.assignee ? <span className="block text-xs text-slate-500">Assigned to {r.assignee.name}</span> : null}
    </>
  );
}

const Status = ({ r }: { r: Row }) =>
  r.request ? <RequestStateBadge state={r.request.state} /> : <StatusBadge status={r.status} />;

/** The session's one link; in a card it covers the whole card, so the card is the tap target. */
function Borrower({ r, wholeCard = false }: { r: Row; wholeCard?: boolean }) {
  return (
    <>
      <Link
        href={`/sessions/${r.token}`}
        className={`font-medium text-brand-700 hover:underline ${wholeCard ? "after:absolute after:inset-0 after:rounded-lg" : ""}`}
      >
        {r.summary.insured ?? r.borrowerRef}
      </Link>
      <span className="block text-xs break-words text-slate-500">
        {r.borrowerRef}
        {r.request ? ` · ${r.request.borrowerEmail}` : ""}
      </span>
    </>
  );
}

function Policy({ r }: { r: Row }) {
  return (
    <>
      <span className="font-mono">{r.summary.policyNumber ?? "—"}</span>
      {r.summary.documentName ? (
        <span className="block text-xs break-words text-slate-500">from {r.summary.documentName}</span>
      ) : null}
    </>
  );
}

const carrier = (r: Row) => r.summary.carrierName ?? "—";
const updated = (r: Row) => formatDateTime(r.updatedAt);

export const SESSION_COLUMNS = ["Verdict", "Decision", "Status", "Borrower", "Carrier", "Policy number", "Updated"];

export function SessionTableRow({ r }: { r: Row }) {
  return (
    <tr className="hover:bg-slate-50">
      <td className="px-4 py-2" data-testid="list-verdict">
        <Verdict r={r} />
      </td>
      <td className="min-w-44 px-4 py-2" data-testid="list-decision">
        <Decision r={r} />
      </td>
      <td className="px-4 py-2">
        <Status r={r} />
      </td>
      <td className="px-4 py-2">
        <Borrower r={r} />
      </td>
      <td className="px-4 py-2">{carrier(r)}</td>
      <td className="px-4 py-2">
        <Policy r={r} />
      </td>
      <td className="px-4 py-2 text-slate-600">{updated(r)}</td>
    </tr>
  );
}

/** A phone's row: who and where it stands on top, then the policy, the verdict and the date. */
export function SessionCard({ r }: { r: Row }) {
  return (
    <li className="relative rounded-lg border border-slate-200 bg-white p-3 shadow-sm hover:bg-slate-50">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <Borrower r={r} wholeCard />
        </div>
        <div className="shrink-0">
          <Status r={r} />
        </div>
      </div>
      <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-500">Policy</dt>
        <dd>
          <Policy r={r} />
        </dd>
        <dt className="text-slate-500">Carrier</dt>
        <dd>{carrier(r)}</dd>
        <dt className="text-slate-500">Verdict</dt>
        <dd>
          <Verdict r={r} />
        </dd>
        <dt className="text-slate-500">Decision</dt>
        <dd>
          <Decision r={r} />
        </dd>
      </dl>
      <p className="mt-2 text-xs text-slate-600">Updated {updated(r)}</p>
    </li>
  );
}
