import { DataTable } from "@/components/ui/table";
import Link from "next/link";
import { formatDateTime } from "@/components/sessions/format";
import { EmptyState } from "@/components/ui/card";
import { TEMPLATE_TYPE_LABELS, type TypedTemplate } from "@/lib/schemas/template-type";

/** The client's templates with the kind of policy each checks, most recently changed first. */
export function TemplateList({ templates, canEdit }: { templates: TypedTemplate[]; canEdit: boolean }) {
  if (templates.length === 0)
    return (
      <EmptyState title="No templates yet">
        {canEdit ? "Create one with “New template”." : "An administrator creates templates; they will appear here."}
      </EmptyState>
    );
  const sorted = [...templates].sort((a, b) => b.modifiedAt.localeCompare(a.modifiedAt));
  return (
    <DataTable caption="Validation templates" columns={["Name", "Policy type", "Rules", "Modified"]}>
      {sorted.map((t) => (
        <tr key={t.id} className="hover:bg-slate-50">
          <th scope="row" className="px-4 py-2 text-left font-medium">
            <Link href={`/templates/${encodeURIComponent(t.id)}`} className="text-brand-700 hover:underline">
              {t.displayName}
            </Link>
            <span className="block font-mono text-xs font-normal text-slate-500">{t.id}</span>
          </th>
          <td className="px-4 py-2">
            {t.policyType ? (
              TEMPLATE_TYPE_LABELS[t.policyType]
            ) : (
              <span className="text-slate-500">Not set{canEdit ? " — open it to choose" : ""}</span>
            )}
          </td>
          <td className="px-4 py-2">{t.rules.length}</td>
          <td className="px-4 py-2 text-slate-600">
            <time dateTime={t.modifiedAt}>{formatDateTime(t.modifiedAt)}</time>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
