"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo, useRef, useState } from "react";
import { Alert, Card, EmptyState } from "@/components/ui/card";
import { listValidationsAction } from "@/lib/actions/validation/list-validations";
import { NO_RENEWAL_CODE } from "@/lib/actions/validation/messages";
import { runValidationAction } from "@/lib/actions/validation/run-validation";
import type { ValidationContext, ValidationPolicy } from "@/lib/actions/validation/validation-context";
import type { RuleCatalogue, Template, Term, ValidationRun } from "@/lib/schemas/validation";
import { HistoryList } from "./history-list";
import { overrideBody, overrideFields } from "./override-fields";
import { ResultView, type ShownResult } from "./result-view";
import { RunForm } from "./run-form";

export interface ValidatePanelProps {
  context: ValidationContext;
  policy: ValidationPolicy;
  /** null for viewers: they read past results but do not run templates. */
  templates: Template[] | null;
  catalogue: RuleCatalogue;
}

/** The validate page body: run form and history on the left, the shown result on the right. */
export function ValidatePanel({ context, policy, templates, catalogue }: ValidatePanelProps) {
  const queryClient = useQueryClient();
  const [templateId, setTemplateId] = useState(
    templates?.some((t) => t.id === context.templateId) ? context.templateId! : "",
  );
  const [term, setTerm] = useState<Term>("current");
  const [values, setValues] = useState<Record<string, string>>({});
  const [shown, setShown] = useState<ShownResult | null>(null);
  const [selectedRun, setSelectedRun] = useState<string | null>(null);
  const [problem, setProblem] = useState<{ tone: "error" | "info"; text: string } | null>(null);
  // Results already run on this page, by template, term and inputs: flipping the term back shows the
  // one we have instead of storing the same validation again in the history.
  const ran = useRef(new Map<string, ShownResult>());
  const runKey = (t: Term) => JSON.stringify([templateId, t, overrideBody(fields, values)]);

  const template = templates?.find((t) => t.id === templateId) ?? null;
  const fields = useMemo(
    () => (template ? overrideFields(template, catalogue, context.metadata) : []),
    [template, catalogue, context.metadata],
  );

  const historyKey = ["validations", context.token, policy.id];
  const history = useQuery({
    queryKey: historyKey,
    queryFn: async () => {
      const r = await listValidationsAction(context.token, policy.id);
      if (!r.ok) throw new Error(r.message);
      return r.data;
    },
  });

  const run = useMutation({
    mutationFn: (t: Term) =>
      runValidationAction({
        token: context.token,
        policyId: policy.id,
        templateId,
        term: t,
        inputs: overrideBody(fields, values),
      }),
    onSuccess: (r, t) => {
      if (r.ok) {
        setProblem(null);
        setSelectedRun(null);
        const result: ShownResult = {
          result: r.data,
          templateName: template?.displayName ?? "Template",
          at: new Date().toISOString(),
          origin: "run",
        };
        ran.current.set(runKey(t), result);
        setShown(result);
        void queryClient.invalidateQueries({ queryKey: historyKey });
      } else if (r.errorCode === NO_RENEWAL_CODE) {
        // The service has no renewal after all: stay on the current term and say so plainly.
        setTerm("current");
        setProblem({ tone: "info", text: r.message });
      } else {
        setProblem({ tone: "error", text: r.message });
      }
    },
    onError: () =>
      setProblem({ tone: "error", text: "The validation could not be run. Check your connection and try again." }),
  });

  const changeTerm = (t: Term) => {
    if (t === "renewal" && !policy.hasRenewal) return;
    setTerm(t);
    if (!templateId) return;
    const earlier = ran.current.get(runKey(t));
    if (earlier) {
      setProblem(null);
      setShown(earlier);
    } else run.mutate(t);
  };

  const showRun = (r: ValidationRun) => {
    setSelectedRun(r.id);
    setProblem(null);
    setShown({
      result: r.result,
      templateName: r.templateName ?? "Deleted template",
      at: r.createdAt,
      origin: "history",
    });
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[22rem_1fr]">
      <div className="space-y-6">
        <Card title="Run a template">
          {templates ? (
            <RunForm
              templates={templates}
              templateId={templateId}
              onTemplate={setTemplateId}
              term={term}
              onTerm={changeTerm}
              hasRenewal={policy.hasRenewal}
              fields={fields}
              values={values}
              onValue={(key, value) => setValues((v) => ({ ...v, [key]: value }))}
              running={run.isPending}
              onRun={() => run.mutate(term)}
            />
          ) : (
            <p className="text-sm text-slate-600">
              Your role can read past results. A reviewer or an administrator runs validations.
            </p>
          )}
          {context.metadataUnavailable ? (
            <p className="mt-3 text-xs text-amber-800">
              The session metadata could not be read; placeholders show template defaults only.
            </p>
          ) : null}
        </Card>
        <Card title="Past results">
          <HistoryList
            runs={history.data}
            loading={history.isPending}
            error={history.isError ? history.error.message : null}
            selectedId={selectedRun}
            onSelect={showRun}
          />
        </Card>
      </div>
      <div className="min-w-0 space-y-4" aria-busy={run.isPending}>
        <div aria-live="polite" className="space-y-2">
          {run.isPending ? (
            <p
              role="status"
              className="flex items-center gap-2 rounded-md border border-blue-200 bg-blue-50 px-3 py-2 text-sm text-blue-800"
            >
              <span
                aria-hidden="true"
                className="h-3 w-3 animate-spin rounded-full border-2 border-blue-300 border-t-blue-700"
              />
              Running {template?.displayName ?? "the template"} against the{" "}
              {run.variables === "renewal" ? "renewal" : "current"} term…
            </p>
          ) : null}
          {problem ? <Alert tone={problem.tone}>{problem.text}</Alert> : null}
        </div>
        {shown ? (
          <div className={run.isPending ? "opacity-50" : undefined}>
            <ResultView shown={shown} />
          </div>
        ) : run.isPending ? null : (
          <EmptyState title="No result shown yet">
            {templates ? "Choose a template and run it, or pick a past result." : "Pick a past result to see it."}
          </EmptyState>
        )}
      </div>
    </div>
  );
}
