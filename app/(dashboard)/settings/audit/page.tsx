import { AuditSearchForm } from "@/components/audit/audit-search";
import { AuditTable } from "@/components/audit/audit-table";
import { Alert, EmptyState } from "@/components/ui/card";
import { Pager } from "@/components/ui/pager";
import { listAuditAction } from "@/lib/actions/list-audit";
import { auditSearchFromParams, auditSearchToQuery } from "@/lib/audit/filter";
import { requireUser } from "@/lib/auth/current-user";

export const metadata = { title: "Audit log" };

export default async function AuditPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requireUser("admin");
  const params = await searchParams;
  const search = auditSearchFromParams(params);
  const flat = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]));
  const result = await listAuditAction(flat);
  const exportHref = `/api/exports/audit${auditSearchToQuery(search, false)}`;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-xl font-semibold">Audit log</h1>
          <p className="text-sm text-slate-600">Every change staff made, who made it, when, and on which session.</p>
        </div>
        <a
          href={exportHref}
          download
          className="rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50"
        >
          Export CSV
        </a>
      </div>
      <AuditSearchForm key={auditSearchToQuery(search)} search={search} />
      {!result.ok ? (
        <Alert>{result.message}</Alert>
      ) : result.data.items.length === 0 ? (
        <EmptyState title="No entries match">Widen the dates or clear the search.</EmptyState>
      ) : (
        <>
          <AuditTable items={result.data.items} />
          <Pager
            total={result.data.total}
            page={result.data.page}
            pageSize={result.data.pageSize}
            hrefFor={(page) => `/settings/audit${auditSearchToQuery({ ...search, page })}`}
          />
        </>
      )}
    </div>
  );
}
