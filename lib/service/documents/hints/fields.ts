import type { Coverage, PolicyDraft } from "@/lib/schemas/policy";
import { COVERAGE_CODES } from "@/lib/schemas/policy";
import type { ValueKind } from "./labels";

// Policy fields by keys that mean the same on every document, and reading and writing a draft by them.

const COVERAGE = `\\[(?:${COVERAGE_CODES.join("|")}):\\d+\\]`;
const FIELD_KINDS: [RegExp, ValueKind][] = [
  [/^(?:policyNumber|carrier\.name)$/, "text"],
  [/^(?:effectiveDate|expirationDate)$/, "date"],
  [/^premium$/, "money"],
  [/^address\.(?:addressLine1|addressLine2|city|state|postalCode)$/, "text"],
  [new RegExp(`^coverages${COVERAGE}\\.(?:limitPerPerson|limitPerAccident|deductible)$`), "money"],
  [/^properties\[\d+\]\.data\.(?:vin|make|model)$/, "text"],
  [/^properties\[\d+\]\.data\.year$/, "year"],
  [/^insureds\[\d+\]\.(?:firstName|lastName)$/, "text"],
  [/^thirdParties\[\d+\]\.(?:name|loanNumber)$/, "text"],
];

/** The kind of a stable field key, or null when the field is not read from a label (isActive, type…). */
export function kindOf(field: string): ValueKind | null {
  return FIELD_KINDS.find(([re]) => re.test(field))?.[1] ?? null;
}

/**
 * A wire path as a key that survives to the next document: coverages are named by code and their
 * rank among coverages of that code ("coverages[2].deductible" → "coverages[COLL:0].deductible"),
 * because their order differs between pages; other arrays keep their index.
 */
export function stableField(path: string, policy: Pick<PolicyDraft, "coverages">): string | null {
  const m = /^coverages\[(\d+)\]\.(\w+)$/.exec(path);
  if (!m) return kindOf(path) ? path : null;
  const index = Number(m[1]);
  const coverage = policy.coverages[index];
  if (!coverage) return null;
  const rank = policy.coverages.slice(0, index).filter((c) => c.code === coverage.code).length;
  const field = `coverages[${coverage.code}:${rank}].${m[2]}`;
  return kindOf(field) ? field : null;
}

type Term = Pick<PolicyDraft, "effectiveDate" | "expirationDate" | "premium">;

/** Writes a value at a stable field key; false when the policy has no place for it (no such vehicle). */
export function setField(draft: PolicyDraft, field: string, value: string | number): boolean {
  const terms: Term[] = draft.renewal ? [draft, draft.renewal] : [draft];
  if (field === "effectiveDate" || field === "expirationDate") {
    for (const t of terms) t[field] = String(value);
    return true;
  }
  if (field === "premium") {
    for (const t of terms) t.premium = Number(value);
    return true;
  }
  if (field === "policyNumber") return ((draft.policyNumber = String(value)), true);
  if (field === "carrier.name") return ((draft.carrier.name = String(value)), true);
  let m = /^address\.(\w+)$/.exec(field);
  if (m) {
    if (!draft.address) return false;
    (draft.address as Record<string, unknown>)[m[1]] = String(value);
    return true;
  }
  m = /^coverages\[(\w+):(\d+)\]\.(\w+)$/.exec(field);
  if (m) {
    const [, code, rank, key] = m;
    const same = draft.coverages.filter((c) => c.code === code);
    let coverage = same[Number(rank)];
    if (!coverage && Number(rank) === same.length) {
      // The parser missed the row: the learned place says the page prints it.
      const blank = { limitPerPerson: null, limitPerAccident: null, deductible: null, property: null };
      coverage = { code: code as Coverage["code"], ...blank };
      draft.coverages.push(coverage);
    }
    if (!coverage) return false;
    (coverage as Record<string, unknown>)[key] = Number(value);
    return true;
  }
  m = /^(properties|insureds|thirdParties)\[(\d+)\]\.(.+)$/.exec(field);
  if (m) {
    const item = draft[m[1] as "properties" | "insureds" | "thirdParties"][Number(m[2])] as
      Record<string, unknown> | undefined;
    if (!item) return false;
    const [head, tail] = m[3].split(".");
    const target = tail ? (item[head] as Record<string, unknown> | undefined) : item;
    if (!target) return false;
    target[tail ?? head] = value;
    return true;
  }
  return false;
}

/** The review key a field's confidence is shown under (the parser's coarser keys where it has one). */
export function reviewKey(field: string): string {
  if (field === "carrier.name") return field;
  return field.split(".")[0].replace(/\[.*$/, "") === "address" ? "address" : field;
}

/** The value at a stable field key as the reader left it, to tell whether a lesson overrides it. */
export function getField(draft: PolicyDraft, field: string): unknown {
  const m = /^coverages\[(\w+):(\d+)\]\.(\w+)$/.exec(field);
  if (m) {
    const coverage = draft.coverages.filter((c) => c.code === m[1])[Number(m[2])];
    return coverage ? (coverage as Record<string, unknown>)[m[3]] : null;
  }
  let at: unknown = draft;
  for (const key of field.replace(/\[(\d+)\]/g, ".$1").split(".")) {
    if (at === null || typeof at !== "object") return null;
    at = (at as Record<string, unknown>)[key];
  }
  return at ?? null;
}
