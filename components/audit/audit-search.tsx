"use client";

import { usePathname, useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Field, Input, Select } from "@/components/ui/field";
import { AUDIT_ACTIONS } from "@/lib/audit/actions";
import { auditSearchToQuery, type AuditSearch } from "@/lib/audit/filter";

/** The audit log's search; submitting puts it in the URL, which the page reads. */
export function AuditSearchForm({ search }: { search: AuditSearch }) {
  const router = useRouter();
  const pathname = usePathname();
  const [draft, setDraft] = useState(search);
  const set = (key: keyof AuditSearch) => (e: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [key]: e.target.value }));

  return (
    <form
      role="search"
      aria-label="Search the audit log"
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_auto_auto_auto]"
      onSubmit={(e) => {
        e.preventDefault();
        router.push(`${pathname}${auditSearchToQuery({ ...draft, page: 1 })}`);
      }}
    >
      <Field id="audit-actor" label="Who">
        <Input id="audit-actor" placeholder="Name or email" value={draft.actor} onChange={set("actor")} />
      </Field>
      <Field id="audit-action" label="Action">
        <Select id="audit-action" value={draft.action} onChange={set("action")}>
          <option value="">Any action</option>
          {Object.entries(AUDIT_ACTIONS).map(([code, label]) => (
            <option key={code} value={code}>
              {label}
            </option>
          ))}
        </Select>
      </Field>
      <Field id="audit-session" label="Session">
        <Input id="audit-session" placeholder="ign_…" value={draft.token} onChange={set("token")} />
      </Field>
      <Field id="audit-from" label="From">
        <Input id="audit-from" type="date" value={draft.from} onChange={set("from")} />
      </Field>
      <Field id="audit-to" label="To">
        <Input id="audit-to" type="date" value={draft.to} onChange={set("to")} />
      </Field>
      <div className="flex items-end gap-2">
        <Button type="submit">Search</Button>
        <Button
          type="button"
          variant="ghost"
          onClick={() => {
            const empty = { actor: "", action: "", token: "", from: "", to: "", page: 1 };
            setDraft(empty);
            router.push(pathname);
          }}
        >
          Clear
        </Button>
      </div>
    </form>
  );
}
