import { formatDateTime } from "@/components/sessions/format";
import type { ValidationResult } from "@/lib/schemas/validation";
import { RuleCard } from "./rule-card";
import { ValidationStatusBadge } from "./validation-status";

export interface ShownResult {
  result: ValidationResult;
  templateName: string;
  at: string;
  /** "run" for the one just made, "history" for a stored one. */
  origin: "run" | "history";
  /** The stored run shown, so the list of past results can mark it. */
  runId?: string;
}

const HEADLINE: Record<string, string> = {
  pass: "The policy meets every rule.",
  fail: "The policy fails at least one rule.",
  caution: "No rule fails, but some need a person to look.",
  unknown: "Some rules could not be checked.",
};

/** The overall verdict with its counts, then one card per rule in template order. */
export function ResultView({ shown }: { shown: ShownResult }) {
  const { result } = shown;
  const counts = result.summary.counts;
  const rules = Object.entries(result.rules);
  return (
    <div className="space-y-4">
      <section
        data-testid="validation-verdict"
        aria-label="Overall verdict"
        className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
      >
        <div className="flex flex-wrap items-center gap-3">
          <h2 className="text-lg font-semibold">Overall</h2>
          <ValidationStatusBadge status={result.status} />
          <span className="text-sm text-slate-600">
            {shown.templateName} · {result.term === "renewal" ? "renewal term" : "current term"} ·{" "}
            {shown.origin === "run" ? "just now" : formatDateTime(shown.at)}
          </span>
        </div>
        <p className="mt-1 text-sm">{HEADLINE[result.status] ?? ""}</p>
        <ul aria-label="Rule counts" className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
          <li>{counts.pass} pass</li>
          <li>{counts.fail} fail</li>
          <li>{counts.caution} caution</li>
          <li>{counts.unknown} unknown</li>
          <li className="text-slate-500">of {rules.length} rules</li>
        </ul>
      </section>
      <div className="grid gap-4 xl:grid-cols-2">
        {rules.map(([key, rule]) => (
          <RuleCard key={key} ruleKey={key} result={rule} />
        ))}
      </div>
    </div>
  );
}
