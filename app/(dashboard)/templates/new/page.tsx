import Link from "next/link";
import { TemplateForm } from "@/components/templates/template-form";
import { Alert, Card } from "@/components/ui/card";
import { listRulesAction } from "@/lib/actions/validation/list-rules";
import { requireUser } from "@/lib/auth/current-user";

export const metadata = { title: "New template" };

export default async function NewTemplatePage() {
  await requireUser("admin");
  const rules = await listRulesAction();
  return (
    <div className="mx-auto max-w-4xl space-y-4">
      <Link href="/templates" className="text-sm text-brand-700 hover:underline">
        ← All templates
      </Link>
      <h1 className="text-xl font-semibold">New template</h1>
      <Card>
        {rules.ok ? (
          <TemplateForm template={null} catalogue={rules.data} readOnly={false} />
        ) : (
          <Alert>{rules.message}</Alert>
        )}
      </Card>
    </div>
  );
}
