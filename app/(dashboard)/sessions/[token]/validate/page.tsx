import Link from "next/link";
import { notFound } from "next/navigation";
import { ValidatePanel } from "@/components/validation/validate-panel";
import { Alert } from "@/components/ui/card";
import { listRulesAction } from "@/lib/actions/validation/list-rules";
import { listTemplatesAction } from "@/lib/actions/validation/list-templates";
import { getValidationContextAction } from "@/lib/actions/validation/validation-context";
import { requireUser } from "@/lib/auth/current-user";
import { hasRole } from "@/lib/auth/roles";

export const metadata = { title: "Validate policy" };

// GET /sessions/{token}/validate?policy=pol_…&term=renewal – a completed verification's policy against a template.
export default async function ValidatePage({
  params,
  searchParams,
}: {
  params: Promise<{ token: string }>;
  searchParams: Promise<{ policy?: string; term?: string }>;
}) {
  const user = await requireUser("viewer");
  const [{ token }, { policy: policyParam, term }] = await Promise.all([params, searchParams]);
  const context = await getValidationContextAction(token);
  if (!context.ok && context.errorCode === "not-found") notFound();
  const back = (
    <Link href={`/sessions/${encodeURIComponent(token)}`} className="text-sm text-brand-700 hover:underline">
      ← Back to the verification
    </Link>
  );
  if (!context.ok)
    return (
      <div className="space-y-3">
        {back}
        <Alert>{context.message}</Alert>
      </div>
    );

  const ctx = context.data;
  const policy = ctx.policies.find((p) => p.id === policyParam) ?? ctx.policies[0];
  const canRun = hasRole(user.role, "reviewer");
  const [templates, rules] = canRun ? await Promise.all([listTemplatesAction(), listRulesAction()]) : [null, null];

  return (
    <div className="space-y-4">
      {back}
      <div>
        <h1 className="text-xl font-semibold">Validate · {ctx.title}</h1>
        {policy ? (
          <p className="text-sm text-slate-600">
            {policy.label} · {policy.type}
          </p>
        ) : null}
      </div>
      {ctx.policies.length > 1 ? (
        <nav aria-label="Policies of this verification" className="flex flex-wrap gap-2 text-sm">
          {ctx.policies.map((p) => (
            <Link
              key={p.id}
              href={`?policy=${encodeURIComponent(p.id)}`}
              aria-current={p.id === policy?.id ? "page" : undefined}
              className={`rounded-md border px-3 py-1 ${p.id === policy?.id ? "border-brand-600 bg-brand-50 text-brand-700" : "border-slate-300"}`}
            >
              {p.label}
            </Link>
          ))}
        </nav>
      ) : null}
      {ctx.status !== "completed" ? (
        <Alert tone="info">This verification has not completed, so there is no policy to validate yet.</Alert>
      ) : !policy ? (
        <Alert tone="info">The session completed without policies, so there is nothing to validate.</Alert>
      ) : templates && !templates.ok ? (
        <Alert>{templates.message}</Alert>
      ) : rules && !rules.ok ? (
        <Alert>{rules.message}</Alert>
      ) : (
        <ValidatePanel
          key={policy.id}
          context={ctx}
          policy={policy}
          templates={templates?.ok ? templates.data : null}
          catalogue={rules?.ok ? rules.data : []}
          initialTerm={term === "renewal" ? "renewal" : "current"}
        />
      )}
    </div>
  );
}
