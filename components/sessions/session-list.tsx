"use client";

import { useQuery } from "@tanstack/react-query";
import { usePathname, useRouter } from "next/navigation";
import { useDeferredValue, useEffect, useState } from "react";
import { Alert, EmptyState } from "@/components/ui/card";
import { Input, Select } from "@/components/ui/field";
import { Pager } from "@/components/ui/pager";
import { DataTable } from "@/components/ui/table";
import { listVerificationsAction, type VerificationPage } from "@/lib/actions/verifications";
import { DECISION_WORDS, EXPIRING_WITHIN_DAYS } from "@/lib/reviews/decision-words";
import { filterToQuery, type ListFilter } from "./list-filters";
import { SESSION_COLUMNS, SessionCard, SessionTableRow } from "./session-row";

/**
 * Verifications, newest activity first, a page at a time; the filters are the URL's. Polls so
 * results and verdicts arriving by webhook appear without a reload.
 */
export function SessionList({ initial, filter }: { initial: VerificationPage; filter: ListFilter }) {
  const router = useRouter();
  const pathname = usePathname();
  const [q, setQ] = useState(filter.q);
  const deferredQ = useDeferredValue(q);
  const go = (next: Partial<ListFilter>) =>
    router.replace(`${pathname}${filterToQuery({ ...filter, page: 1, ...next })}`, { scroll: false });

  // Typing searches as it goes; the URL follows once typing settles.
  useEffect(() => {
    if (deferredQ === filter.q) return;
    const t = setTimeout(() => go({ q: deferredQ }), 250);
    return () => clearTimeout(t);
  }, [deferredQ, filter.q]);

  const query = useQuery({
    queryKey: ["verifications", filter],
    queryFn: async () => {
      const r = await listVerificationsAction(filter);
      if (!r.ok) throw new Error(r.message);
      return r.data;
    },
    initialData: initial,
    refetchInterval: 3000,
  });
  const data = query.data ?? initial;
  const rows = data.items;
  const filtered = Boolean(filter.q || filter.status || filter.verdict || filter.assigned || filter.decision);

  return (
    <div className="space-y-3">
      {/* Two filters a row on a phone, so none sits alone on a line of its own. */}
      <div className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap">
        <div className="col-span-2 min-w-56 flex-1">
          <label htmlFor="session-search" className="sr-only">
            Search verifications
          </label>
          <Input
            id="session-search"
            type="search"
            placeholder="Search borrower, policy, loan or VIN, file name, carrier…"
            value={q}
            onChange={(e) => setQ(e.target.value)}
          />
        </div>
        <div>
          <label htmlFor="session-verdict" className="sr-only">
            Filter by verdict
          </label>
          <Select id="session-verdict" value={filter.verdict} onChange={(e) => go({ verdict: e.target.value })}>
            <option value="">All verdicts</option>
            <option value="pass">Pass</option>
            <option value="fail">Fail</option>
            <option value="review">Needs review</option>
            <option value="none">No verdict yet</option>
          </Select>
        </div>
        <div>
          <label htmlFor="session-status" className="sr-only">
            Filter by status
          </label>
          <Select id="session-status" value={filter.status} onChange={(e) => go({ status: e.target.value })}>
            <option value="">All statuses</option>
            <option value="processing">Processing</option>
            <option value="completed">Completed</option>
            <option value="errored">Errored</option>
            <option value="created">Created</option>
          </Select>
        </div>
        <div>
          <label htmlFor="session-assigned" className="sr-only">
            Filter by assignee
          </label>
          <Select id="session-assigned" value={filter.assigned} onChange={(e) => go({ assigned: e.target.value })}>
            <option value="">Anyone’s</option>
            <option value="me">Assigned to me</option>
            <option value="none">Unassigned</option>
          </Select>
        </div>
        <div>
          <label htmlFor="session-decision" className="sr-only">
            Filter by decision
          </label>
          <Select id="session-decision" value={filter.decision} onChange={(e) => go({ decision: e.target.value })}>
            <option value="">All decisions</option>
            <option value="needed">Needs decision</option>
            <option value="expiring">Exceptions expiring (next {EXPIRING_WITHIN_DAYS} days)</option>
            {Object.entries(DECISION_WORDS).map(([kind, word]) => (
              <option key={kind} value={kind}>
                {word}
              </option>
            ))}
          </Select>
        </div>
      </div>
      {query.isError ? <Alert>{(query.error as Error).message}</Alert> : null}
      {rows.length === 0 ? (
        <EmptyState title={filtered ? "No verifications match" : "No verifications yet"}>
          {filtered ? "Clear the search or the filters." : "Start one with “Verify by lookup” or “Verify by document”."}
        </EmptyState>
      ) : (
        // Both are drawn and CSS shows one, so the server's first paint already fits the screen.
        <>
          <div className="hidden md:block">
            <DataTable caption="Verifications" columns={SESSION_COLUMNS}>
              {rows.map((r) => (
                <SessionTableRow key={r.token} r={r} />
              ))}
            </DataTable>
          </div>
          <ul aria-label="Verifications" className="space-y-2 md:hidden">
            {rows.map((r) => (
              <SessionCard key={r.token} r={r} />
            ))}
          </ul>
        </>
      )}
      <Pager
        total={data.total}
        page={data.page}
        pageSize={data.pageSize}
        hrefFor={(page) => `${pathname}${filterToQuery({ ...filter, page })}`}
      />
    </div>
  );
}
