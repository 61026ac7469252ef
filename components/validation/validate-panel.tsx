"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo, useRef, useState } from "react";
import { Card } from "@/components/ui/card";
import { listValidationsAction } from "@/lib/actions/validation/list-validations";
import { NO_RENEWAL, NO_RENEWAL_CODE } from "@/lib/actions/validation/messages";
import { runValidationAction } from "@/lib/actions/validation/run-validation";
import { showOrRunValidationAction } from "@/lib/actions/validation/show-or-run-validation";
import type { ValidationContext, ValidationPolicy } from "@/lib/actions/validation/validation-context";
import type { RuleCatalogue, Template, Term, ValidationRun } from "@/lib/schemas/validation";
import { HistoryList } from "./history-list";
import { overrideBody, overrideFields } from "./override-fields";
import { ResultArea } from "./result-area";
import type { ShownResult } from "./result-view";
import { RunForm } from "./run-form";
import { latestStored } from "./stored-result";
import { TermSwitch } from "./term-switch";

export interface ValidatePanelProps {
  context: ValidationContext;
  policy: ValidationPolicy;
  /** null for viewers: they read stored results but do not run templates. */
  templates: Template[] | null;
  catalogue: RuleCatalogue;
  /** The term named in the page's address, so a reload shows the same one. */
  initialTerm: Term;
}

const fromRun = (r: ValidationRun): ShownResult => ({
  result: r.result,
  templateName: r.templateName ?? "Deleted template",
  at: r.createdAt,
  origin: "history",
  runId: r.id,
});

/** The chosen term in the address bar, without a navigation: reloading shows the same stored result. */
function rememberTerm(term: Term) {
  const url = new URL(window.location.href);
  if (term === "renewal") url.searchParams.set("term", "renewal");
  else url.searchParams.delete("term");
  window.history.replaceState(window.history.state, "", url);
}

/**
 * The validate page body: run form and past results on the left, the shown result on the right.
 * What is shown is the newest stored result for the chosen template and term; switching the term
 * runs the template only when that term was never run, and running again is the explicit button.
 */
export function ValidatePanel({ context, policy, templates, catalogue, initialTerm }: ValidatePanelProps) {
  const queryClient = useQueryClient();
  const [templateId, setTemplateId] = useState(
    templates?.some((t) => t.id === context.templateId) ? context.templateId! : "",
  );
  const [term, setTerm] = useState<Term>(initialTerm === "renewal" && policy.hasRenewal ? "renewal" : "current");
  const [values, setValues] = useState<Record<string, string>>({});
  // A result picked from the list or just run; otherwise the newest stored one is shown.
  const [picked, setPicked] = useState<ShownResult | null>(null);
  const [problem, setProblem] = useState<{ tone: "error" | "info"; text: string } | null>(
    initialTerm === "renewal" && !policy.hasRenewal ? { tone: "info", text: NO_RENEWAL } : null,
  );
  // Terms this page already asked to run by itself: a slow answer never leads to a second run.
  const asked = useRef(new Set<string>());

  const template = templates?.find((t) => t.id === templateId) ?? null;
  const fields = useMemo(
    () => (template ? overrideFields(template, catalogue, context.metadata) : []),
    [template, catalogue, context.metadata],
  );

  const historyKey = ["validations", context.token, policy.id];
  const listHistory = async () => {
    const r = await listValidationsAction(context.token, policy.id);
    if (!r.ok) throw new Error(r.message);
    return r.data;
  };
  const history = useQuery({ queryKey: historyKey, queryFn: listHistory });
  const stored = history.data ? latestStored(history.data, term, templateId || null) : null;
  const shown = picked ?? (stored ? fromRun(stored) : null);

  const run = useMutation({
    mutationFn: async ({ t, again }: { t: Term; again: boolean }) => {
      const input = {
        token: context.token,
        policyId: policy.id,
        templateId,
        term: t,
        inputs: overrideBody(fields, values),
      };
      if (again) {
        const r = await runValidationAction(input);
        return r.ok ? { ok: true as const, data: { result: r.data, at: new Date().toISOString(), ran: true } } : r;
      }
      return showOrRunValidationAction(input);
    },
    onSuccess: (r, { t }) => {
      if (r.ok) {
        setProblem(null);
        setPicked({
          result: r.data.result,
          templateName: template?.displayName ?? "Template",
          at: r.data.at,
          origin: r.data.ran ? "run" : "history",
        });
        void queryClient.invalidateQueries({ queryKey: historyKey });
      } else if (r.errorCode === NO_RENEWAL_CODE) {
        // The service has no renewal after all: back to the current term, and say so plainly.
        if (t === "renewal") changeTerm("current");
        setProblem({ tone: "info", text: r.message });
      } else {
        setProblem({ tone: "error", text: r.message });
      }
    },
    onError: () =>
      setProblem({ tone: "error", text: "The validation could not be run. Check your connection and try again." }),
  });

  function changeTerm(t: Term) {
    if (t === "renewal" && !policy.hasRenewal) {
      setProblem({ tone: "info", text: NO_RENEWAL });
      return;
    }
    setTerm(t);
    setPicked(null);
    setProblem(null);
    rememberTerm(t);
    if (!templates || !templateId) return;
    void (async () => {
      const runs = await queryClient.ensureQueryData({ queryKey: historyKey, queryFn: listHistory });
      const key = JSON.stringify([templateId, t]);
      if (latestStored(runs, t, templateId) || asked.current.has(key)) return;
      asked.current.add(key);
      run.mutate({ t, again: false });
    })().catch(() => setProblem({ tone: "error", text: "Past results could not be read. Try again." }));
  }

  const runAgain = () => {
    asked.current.add(JSON.stringify([templateId, term]));
    run.mutate({ t: term, again: true });
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[22rem_1fr]">
      <div className="space-y-6">
        <Card title={templates ? "Run a template" : "Term"}>
          {templates ? (
            <RunForm
              templates={templates}
              templateId={templateId}
              onTemplate={(id) => {
                setTemplateId(id);
                setPicked(null);
                setProblem(null);
              }}
              term={term}
              onTerm={changeTerm}
              hasRenewal={policy.hasRenewal}
              fields={fields}
              values={values}
              onValue={(key, value) => setValues((v) => ({ ...v, [key]: value }))}
              running={run.isPending}
              onRun={runAgain}
              ranBefore={stored !== null}
            />
          ) : (
            <div className="space-y-3">
              <TermSwitch value={term} onChange={changeTerm} hasRenewal={policy.hasRenewal} />
              <p className="text-sm text-slate-600">
                Your role can read stored results. A reviewer or an administrator runs validations.
              </p>
            </div>
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
            selectedId={shown?.runId ?? null}
            onSelect={(r) => {
              setPicked(fromRun(r));
              setProblem(null);
            }}
          />
        </Card>
      </div>
      <ResultArea
        shown={shown}
        running={run.isPending ? (run.variables?.t ?? term) : null}
        templateName={template?.displayName ?? null}
        term={term}
        canRun={templates !== null}
        loading={history.isPending}
        problem={problem}
      />
    </div>
  );
}
