import Link from "next/link";
import { TemplateList } from "@/components/templates/template-list";
import { Alert } from "@/components/ui/card";
import { listTemplatesAction } from "@/lib/actions/validation/list-templates";
import { requireUser } from "@/lib/auth/current-user";
import { hasRole } from "@/lib/auth/roles";

export const metadata = { title: "Templates" };

export default async function TemplatesPage() {
  const user = await requireUser("reviewer");
  const canEdit = hasRole(user.role, "admin");
  const result = await listTemplatesAction();
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-xl font-semibold">Validation templates</h1>
          <p className="text-sm text-slate-600">
            The rules a policy must meet for a kind of loan, and where each rule’s inputs come from.
          </p>
        </div>
        {canEdit ? (
          <Link
            href="/templates/new"
            className="rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700"
          >
            New template
          </Link>
        ) : null}
      </div>
      {result.ok ? <TemplateList templates={result.data} canEdit={canEdit} /> : <Alert>{result.message}</Alert>}
    </div>
  );
}
