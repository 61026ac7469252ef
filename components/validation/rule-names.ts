// Rule and input names are identifiers from the service; staff read them as plain phrases. Rules the
// dashboard does not know yet still read as a sentence made from their name.

const UPPER = new Set(["bi", "pd", "vin"]);

function sentence(words: string[]): string {
  const text = words.map((w) => (UPPER.has(w) ? w.toUpperCase() : w)).join(" ");
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const RULE_TITLES: Record<string, string> = {
  "policy-active": "Policy in force",
  "expiration-date-comparison": "Policy does not expire too early",
  "insureds-match": "Borrower insured on the policy",
  "properties-match": "Financed vehicle or property on the policy",
  "third-party-match": "Lender named on the policy",
  "collision-coverage-meets-requirements": "Collision coverage",
  "comprehensive-coverage-meets-requirements": "Comprehensive coverage",
  "bodily-injury-coverage-meets-requirements": "Bodily injury liability",
  "uninsured-underinsured-bi-coverage-meets-requirements": "Uninsured motorist bodily injury",
  "property-damage-coverage-meets-requirements": "Property damage liability",
  "uninsured-underinsured-pd-coverage-meets-requirements": "Uninsured motorist property damage",
  "dwelling-coverage-meets-requirements": "Dwelling coverage",
  "deductible-meets-requirements": "Policy deductible",
};

/** "collision-coverage-meets-requirements#2" → "Collision coverage (2)". */
export function ruleTitle(key: string): string {
  const [name, repeat] = key.split("#");
  return (RULE_TITLES[name] ?? sentence(name.split("-"))) + (repeat ? ` (${repeat})` : "");
}

/** "collision-coverage-meets-requirements" → "Collision": short enough to sit in a field label. */
export function ruleShortName(name: string): string {
  const stem = name
    .split("#")[0]
    .replace(/-(coverage-)?meets-requirements$/, "")
    .replace(/-(match|comparison)$/, "");
  return sentence(stem.split("-"));
}

const INPUT_LABELS: Record<string, string> = {
  "expiration-date-comparison.date": "Earliest acceptable expiration date",
  "insureds-match.firstName": "Borrower's first name",
  "insureds-match.lastName": "Borrower's last name",
  "insureds-match.name": "Borrower's full name",
  "properties-match.vin": "VIN of the financed vehicle",
  "properties-match.address": "Address of the financed property",
  "third-party-match.name": "Lienholder named on the policy",
  "third-party-match.type": "Lender's role on the policy",
  "third-party-match.loanNumber": "Loan number",
  "third-party-match.address": "Lender's address on the policy",
  "collision-coverage-meets-requirements.deductible": "Maximum collision deductible",
  "comprehensive-coverage-meets-requirements.deductible": "Maximum comprehensive deductible",
  "bodily-injury-coverage-meets-requirements.limitPerPerson": "Minimum bodily injury limit per person",
  "bodily-injury-coverage-meets-requirements.limitPerAccident": "Minimum bodily injury limit per accident",
  "uninsured-underinsured-bi-coverage-meets-requirements.limitPerPerson": "Minimum uninsured motorist limit per person",
  "uninsured-underinsured-bi-coverage-meets-requirements.limitPerAccident":
    "Minimum uninsured motorist limit per accident",
  "property-damage-coverage-meets-requirements.limitPerAccident": "Minimum property damage limit",
  "uninsured-underinsured-pd-coverage-meets-requirements.limitPerAccident":
    "Minimum uninsured motorist property damage limit",
  "dwelling-coverage-meets-requirements.limit": "Minimum dwelling coverage (the loan amount)",
  "deductible-meets-requirements.deductible": "Maximum policy deductible",
};

/** "third-party-match", "name" → "Lienholder named on the policy". */
export function inputLabel(rule: string, input: string): string {
  const known = INPUT_LABELS[`${rule.split("#")[0]}.${input}`];
  if (known) return known;
  const words = input.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();
  return `${sentence(words.split(" "))} (${ruleShortName(rule).toLowerCase()})`;
}

const MAXIMA = new Set([
  "collision-coverage-meets-requirements",
  "comprehensive-coverage-meets-requirements",
  "deductible-meets-requirements",
]);
const MINIMA = new Set([
  "bodily-injury-coverage-meets-requirements",
  "uninsured-underinsured-bi-coverage-meets-requirements",
  "property-damage-coverage-meets-requirements",
  "uninsured-underinsured-pd-coverage-meets-requirements",
  "dwelling-coverage-meets-requirements",
]);

const dollars = (n: number) => `$${n.toLocaleString("en-US")}`;

/**
 * One breakdown row as staff say it: "max $1,000 · policy $500" for a deductible, "min $25,000 ·
 * policy $100,000" for a limit, "expected X · policy Y" for the rest.
 */
export function comparisonText(rule: string, expected: unknown, actual: unknown): string {
  const name = rule.split("#")[0];
  const amounts = MAXIMA.has(name) || MINIMA.has(name);
  const show = (v: unknown) => (amounts && typeof v === "number" ? dollars(v) : formatValue(v));
  const policy =
    actual === null || actual === undefined || actual === "" ? "policy: not stated" : `policy ${show(actual)}`;
  if (expected === null || expected === undefined || expected === "") return policy;
  const want = MAXIMA.has(name) ? "max" : MINIMA.has(name) ? "min" : "expected";
  return `${want} ${show(expected)} · ${policy}`;
}

/** A resolved input or breakdown value as text: amounts grouped, addresses on one line. */
export function formatValue(value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "number") return value.toLocaleString("en-US");
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (typeof value === "string") return value;
  if (typeof value === "object" && "addressLine1" in value) {
    const a = value as Record<string, unknown>;
    return [a.addressLine1, a.addressLine2, a.city, [a.state, a.postalCode].filter(Boolean).join(" ")]
      .filter(Boolean)
      .join(", ");
  }
  return JSON.stringify(value);
}
