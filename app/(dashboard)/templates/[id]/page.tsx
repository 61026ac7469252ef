import Link from "next/link";
import { notFound } from "next/navigation";
import { TemplateForm } from "@/components/templates/template-form";
import { formatDateTime } from "@/components/sessions/format";
import { Alert, Card } from "@/components/ui/card";
import { getTemplateAction } from "@/lib/actions/validation/get-template";
import { listRulesAction } from "@/lib/actions/validation/list-rules";
import { requireUser } from "@/lib/auth/current-user";
import { hasRole } from "@/lib/auth/roles";
import { TEMPLATE_TYPE_LABELS } from "@/lib/schemas/template-type";

export const metadata = { title: "Template" };

export default async function TemplatePage({ params }: { params: Promise<{ id: string }> }) {
  const user = await requireUser("reviewer");
  const { id } = await params;
  const [template, rules] = await Promise.all([getTemplateAction(id), listRulesAction()]);
  if (!template.ok && template.errorCode === "not-found") notFound();
  return (
    <div className="mx-auto max-w-4xl space-y-4">
      <Link href="/templates" className="text-sm text-brand-700 hover:underline">
        ← All templates
      </Link>
      {template.ok ? (
        <div>
          <h1 className="text-xl font-semibold">{template.data.displayName}</h1>
          <p className="text-sm text-slate-600">
            {template.data.policyType ? `${TEMPLATE_TYPE_LABELS[template.data.policyType]} · ` : ""}
            <span className="font-mono">{template.data.id}</span> · modified {formatDateTime(template.data.modifiedAt)}
          </p>
        </div>
      ) : null}
      <Card>
        {!template.ok ? (
          <Alert>{template.message}</Alert>
        ) : !rules.ok ? (
          <Alert>{rules.message}</Alert>
        ) : (
          <TemplateForm template={template.data} catalogue={rules.data} readOnly={!hasRole(user.role, "admin")} />
        )}
      </Card>
    </div>
  );
}
