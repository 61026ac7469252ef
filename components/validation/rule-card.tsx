import type { ResolvedInput, RuleResult } from "@/lib/schemas/validation";
import { BreakdownTable } from "./breakdown-table";
import { plainDetail } from "./plain-detail";
import { formatValue, inputLabel, ruleTitle } from "./rule-names";
import { ValidationStatusBadge } from "./validation-status";

const SOURCE_WORDS: Record<string, string> = {
  request: "entered on the Validate page",
  metadata: "from the loan details",
  default: "template default",
};

function InputSource({ ruleKey, name, input }: { ruleKey: string; name: string; input: ResolvedInput }) {
  const key = input.sourceKey ? (
    <code className="text-xs text-slate-600" title="The template's key for this value">
      {input.sourceKey}
    </code>
  ) : null;
  return (
    <li>
      <span className="font-medium">{inputLabel(ruleKey, name)}</span>{" "}
      {input.source === null ? (
        <span className="text-amber-800">not found {key}</span>
      ) : (
        <>
          = {formatValue(input.value)}{" "}
          <span className="text-slate-600">· {SOURCE_WORDS[input.source] ?? input.source}</span> {key}
        </>
      )}
      {input.invalid ? <span className="block text-xs text-red-700">Rejected: {input.invalid}</span> : null}
    </li>
  );
}

/** One rule's outcome: verdict, the sentence for a person, the breakdown, and where inputs came from. */
export function RuleCard({ ruleKey, result }: { ruleKey: string; result: RuleResult }) {
  const title = ruleTitle(ruleKey);
  const headingId = `rule-${ruleKey.replace(/[^A-Za-z0-9_-]/g, "-")}-title`;
  // Optional inputs the template does not map were never asked for: listing them as "not found" alarms.
  const inputs = Object.entries(result.metadata.inputs).filter(([, i]) => i.sourceKey !== null || i.source !== null);
  const message = plainDetail(ruleKey, result.message.title, result.message.detail);
  return (
    <article
      aria-labelledby={headingId}
      data-testid={`rule-${ruleKey}`}
      className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-sm font-semibold text-slate-900">
          {title}
        </h3>
        <ValidationStatusBadge status={result.status} />
      </header>
      <p className="mt-2 text-sm font-medium">{message.title}</p>
      {message.detail ? <p className="text-sm text-slate-600">{message.detail}</p> : null}
      <div className="mt-3">
        <BreakdownTable
          ruleKey={ruleKey}
          items={result.breakdown.items}
          caption={`${title}: requirement and policy values`}
        />
      </div>
      {inputs.length ? (
        <div className="mt-3 border-t border-slate-100 pt-2">
          <h4 className="text-xs font-semibold uppercase tracking-wide text-slate-500">Checked against</h4>
          <ul className="mt-1 space-y-0.5 text-sm">
            {inputs.map(([name, input]) => (
              <InputSource key={name} ruleKey={ruleKey} name={name} input={input} />
            ))}
          </ul>
        </div>
      ) : null}
    </article>
  );
}
