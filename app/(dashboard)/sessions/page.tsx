import Link from "next/link";
import { filterFromParams, filterToQuery } from "@/components/sessions/list-filters";
import { SessionList } from "@/components/sessions/session-list";
import { Alert } from "@/components/ui/card";
import { listVerificationsAction } from "@/lib/actions/verifications";
import { currentUser } from "@/lib/auth/current-user";
import { hasRole } from "@/lib/auth/roles";

export const metadata = { title: "Verifications" };

export default async function SessionsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const filter = filterFromParams(await searchParams);
  const [result, user] = await Promise.all([listVerificationsAction(filter), currentUser()]);
  const canVerify = user && hasRole(user.role, "reviewer");
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-xl font-semibold">Verifications</h1>
          <p className="text-sm text-slate-600">Every policy lookup and document, with its verdict and status.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {/* The list's own filters, so the file holds what the page shows (every page of it). */}
          <a
            href={`/api/exports/sessions${filterToQuery({ ...filter, page: 1 })}`}
            download
            className="rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50"
          >
            Export CSV
          </a>
          {canVerify ? (
            <>
              <Link
                href="/verify/lookup"
                className="rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700"
              >
                Verify by lookup
              </Link>
              <Link
                href="/verify/document"
                className="rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50"
              >
                Verify by document
              </Link>
              <Link
                href="/verify/request"
                className="rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50"
              >
                Request insurance
              </Link>
            </>
          ) : null}
        </div>
      </div>
      {result.ok ? <SessionList initial={result.data} filter={filter} /> : <Alert>{result.message}</Alert>}
    </div>
  );
}
