import { inputLabel } from "./rule-names";

// The service explains an unchecked rule to an API client ('add "lienholderName" to the request
// body or the session metadata'). Staff need the same fact in their terms: which loan detail was
// missing or unusable, and where to give it.

const named = (detail: string) => [...detail.matchAll(/The input "([^"]+)"|input "([^"]+)"/g)].map((m) => m[1] ?? m[2]);

function list(labels: string[]): string {
  const lower = labels.map((l, i) => (i === 0 ? l : l.charAt(0).toLowerCase() + l.slice(1)));
  return lower.length <= 1 ? lower.join("") : `${lower.slice(0, -1).join(", ")} and ${lower.at(-1)}`;
}

export function plainDetail(ruleKey: string, title: string, detail: string): { title: string; detail: string } {
  const inputs = [...new Set(named(detail))];
  const labels = inputs.map((i) => inputLabel(ruleKey, i));
  if (title === "Missing input" || /^Provide the input|was not provided/.test(detail)) {
    return {
      title: "Not checked: a loan detail is missing",
      detail: `${list(labels) || "A required value"} was not given. Add it to the loan when you verify, enter it on the Validate page, or ask an administrator to give the template a default.`,
    };
  }
  if (title === "Invalid input") {
    const reasons = [...detail.matchAll(/: ([^:]+?\.)(?= The input|$)/g)].map((m) => m[1]);
    return {
      title: "Not checked: a loan detail cannot be used",
      detail: `${list(labels)} ${labels.length > 1 ? "have values" : "has a value"} the check cannot use${reasons.length ? ` (${reasons.join(" ")})` : "."}${reasons.length ? "." : ""} Correct it on the Validate page.`,
    };
  }
  return { title, detail };
}
