import type { Policy } from "@/lib/schemas/policy";
import type { Correction } from "@/lib/schemas/policy-corrections";
import { coverageName, THIRD_PARTY_WORDS } from "@/lib/shared/coverage-names";
import { fieldName, parsePath, propertyName, type Token } from "./field-names";

// Each change of a correction as staff read it: the field in words, the value before and after.
// Paths are indices into the policy as it stood at that change (an earlier removal shifts them),
// so the changes are replayed in order over the policy they were made on.

export interface NamedChange {
  field: string;
  before: string;
  after: string;
  /** A value that followed from another change (isActive after new dates). */
  derived?: boolean;
}

/** What naming a change needs of it: a correction as stored, or one just applied. */
type Replayed = Pick<Correction["changes"][number], "path" | "oldValue" | "newValue" | "derived">;

/** Long machine-read values are shown trimmed; the service keeps them whole. */
export const SHOWN_MAX = 80;
export const trimmed = (s: string, max = SHOWN_MAX) => (s.length > max ? `${s.slice(0, max - 1).trimEnd()}…` : s);

const MONEY = new Set(["premium", "limitPerPerson", "limitPerAccident", "deductible"]);
const dollars = (n: number) =>
  `$${n.toLocaleString("en-US", Number.isInteger(n) ? {} : { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

function addressText(a: Record<string, unknown>): string {
  const line = [a.addressLine1, a.addressLine2, a.city].filter(Boolean).join(", ");
  return [line, [a.state, a.postalCode].filter(Boolean).join(" ")].filter(Boolean).join(", ");
}

/** A value in words: amounts in dollars, whole vehicles, coverages and interests summarised. */
function shownValue(policy: Policy | null, path: string, v: unknown): string {
  if (v === null || v === undefined || v === "") return "(empty)";
  const key = String(parsePath(path).at(-1));
  if (typeof v === "number") return MONEY.has(key) ? dollars(v) : String(v);
  if (typeof v === "boolean") return v ? "yes" : "no";
  if (key === "property" && typeof v === "string") return propertyName(policy, v) ?? "the whole policy";
  if (key === "code" && typeof v === "string") return coverageName(v);
  if (key === "type" && typeof v === "string") return THIRD_PARTY_WORDS[v] ?? v;
  if (typeof v === "string") return trimmed(v);
  const o = v as Record<string, unknown>;
  if (o.type === "vehicle" && o.data && typeof o.data === "object") {
    const d = o.data as Record<string, unknown>;
    const what = [d.year, d.make, d.model].filter(Boolean).join(" ");
    return trimmed([what, d.vin ? `VIN ${String(d.vin)}` : null].filter(Boolean).join(" · ") || "a vehicle");
  }
  if (o.type === "dwelling" && o.data && typeof o.data === "object") {
    const a = (o.data as { address?: Record<string, unknown> | null }).address;
    return a ? trimmed(addressText(a)) : "a dwelling";
  }
  if (typeof o.code === "string") {
    const parts = [
      o.limitPerPerson != null ? `${dollars(Number(o.limitPerPerson))} per person` : null,
      o.limitPerAccident != null ? `${dollars(Number(o.limitPerAccident))} per accident` : null,
      o.deductible != null ? `${dollars(Number(o.deductible))} deductible` : null,
    ].filter(Boolean);
    return `${coverageName(o.code)}${parts.length ? `, ${parts.join(", ")}` : ""}`;
  }
  if (typeof o.name === "string") return trimmed(`${o.name}${o.loanNumber ? `, loan ${String(o.loanNumber)}` : ""}`);
  if ("addressLine1" in o) return trimmed(addressText(o));
  return trimmed(JSON.stringify(v));
}

/** Applies one recorded change to `root` in place, the way the service did (remove, set, append). */
function replay(root: unknown, tokens: Token[], change: Replayed) {
  let parent = root as Record<string | number, unknown> | null;
  for (const t of tokens.slice(0, -1)) {
    parent = (parent?.[t] as Record<string | number, unknown> | null) ?? null;
    if (parent === null || typeof parent !== "object") return;
  }
  const last = tokens[tokens.length - 1];
  if (Array.isArray(parent) && typeof last === "number") {
    if (!("newValue" in change)) parent.splice(last, 1);
    else parent[last] = change.newValue;
  } else if (parent) parent[last] = change.newValue;
}

/** One correction's changes in words, replayed over `policy` (the term as it stood before; mutated). */
export function nameChanges(policy: Policy | null, changes: Replayed[]): NamedChange[] {
  return changes.map((c) => nameOne(policy, c));
}

function nameOne(policy: Policy | null, c: Replayed) {
  const removed = !("newValue" in c);
  const item = removed ? c.oldValue : c.newValue;
  const named: NamedChange = {
    field: fieldName(policy, c.path, item),
    before: absent(c.oldValue) ? (whole(c.path) ? "(none)" : "(empty)") : shownValue(policy, c.path, c.oldValue),
    after: removed ? "(removed)" : shownValue(policy, c.path, c.newValue),
    ...(c.derived ? { derived: true } : {}),
  };
  if (policy) replay(policy, parsePath(c.path), c);
  return named;
}

/**
 * Changes not yet sent (the form's preview), in words: each value before is read from the policy
 * as the changes ahead of it leave it, as the service will.
 */
export function namePlannedChanges(
  policy: Policy,
  planned: { path: string; value?: unknown; remove?: true }[],
): NamedChange[] {
  const state = structuredClone(policy);
  return planned.map((p) => {
    const oldValue = valueAtTokens(state, parsePath(p.path));
    return nameOne(state, p.remove ? { path: p.path, oldValue } : { path: p.path, oldValue, newValue: p.value });
  });
}

function valueAtTokens(root: unknown, tokens: Token[]): unknown {
  let node = root;
  for (const t of tokens) {
    if (node === null || typeof node !== "object") return undefined;
    node = (node as Record<string | number, unknown>)[t];
  }
  return node;
}

const absent = (v: unknown) => v === null || v === undefined;
/** A whole list item (properties[2]): nothing was there before it was added. */
const whole = (path: string) => /\[\d+\]$/.test(path);

/**
 * Every correction's changes in words, by correction id: those on `original`'s term are replayed
 * over it oldest first (so indices name the item they meant then); the others are named without it.
 */
export function namedCorrections(original: Policy | null, corrections: Correction[]): Map<string, NamedChange[]> {
  const out = new Map<string, NamedChange[]>();
  const state = original ? structuredClone(original) : null;
  const oldestFirst = [...corrections].sort(
    (a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id),
  );
  for (const c of oldestFirst) out.set(c.id, nameChanges(state && c.term === state.term ? state : null, c.changes));
  return out;
}
