import { isCalendarDate } from "@/lib/shared/calendar-date";
import { PolicySchema, type Policy } from "@/lib/schemas/policy";
import type { CreateCorrection } from "@/lib/schemas/policy-corrections";
import { buildReview } from "@/lib/service/documents/parse/review";
import { errors, type FieldProblem } from "@/lib/service/http/errors";
import { newId } from "@/lib/service/ids";
import { activeOn } from "@/lib/service/policies/active";
import { editAt, formatPath, parsePath, schemaHas, type Token } from "./paths";

// A list of field changes applied to one term of a Policy, in order, then checked as a whole: the
// schema, then what the schema cannot say (real dates, amounts that are not negative, coverages
// that point at a listed vehicle). Any problem refuses the whole correction.

export interface RecordedChange {
  path: string;
  oldValue: unknown;
  /** Absent when the change removed a list item. */
  newValue?: unknown;
  derived?: true;
}

/** What a reviewer may correct; ids, documents, timestamps and the type (re-run the document instead) are not. */
const EDITABLE = new Set([
  "carrier",
  "policyNumber",
  "address",
  "isActive",
  "effectiveDate",
  "expirationDate",
  "premium",
  "properties",
  "coverages",
  "insureds",
  "thirdParties",
]);

function refuse(tokens: Token[]): string | null {
  if (!EDITABLE.has(String(tokens[0]))) return "This field cannot be corrected.";
  if (tokens[0] === "properties" && tokens[2] === "id") return "Property ids are kept; coverages point at them.";
  if (!schemaHas(PolicySchema, tokens)) return "Not a field of a Policy.";
  return null;
}

/** A property id the caller chose for an item it adds: well formed and not naming another property. */
const PROPERTY_ID = /^prp_[A-Za-z0-9_]{1,40}$/;
function addedId(policy: Policy, proposed: unknown): string {
  if (typeof proposed === "string" && PROPERTY_ID.test(proposed) && !policy.properties.some((p) => p.id === proposed))
    return proposed;
  return newId("prp");
}

export function applyChanges(
  policy: Policy,
  changes: CreateCorrection["changes"],
  today: string,
): { policy: Policy; changes: RecordedChange[] } {
  const draft = structuredClone(policy);
  const problems: FieldProblem[] = [];
  const recorded: RecordedChange[] = [];
  changes.forEach((change, i) => {
    const at = `changes.${i}`;
    const tokens = parsePath(change.path);
    const refused = refuse(tokens);
    if (refused) return problems.push({ path: `${at}.path`, message: `${change.path}: ${refused}` });
    let value = change.value;
    if (tokens[0] === "properties" && tokens.length === 2 && value && typeof value === "object") {
      // A replaced vehicle keeps its id; an added one keeps the fresh id it came with (so coverages
      // added in the same correction can name it), else gets a new one.
      const existing = draft.properties[tokens[1] as number];
      value = { ...value, id: existing?.id ?? addedId(draft, (value as { id?: unknown }).id) };
    }
    const result = editAt(draft, tokens, change.remove ? { op: "remove" } : { op: "set", value });
    if ("problem" in result) return problems.push({ path: `${at}.path`, message: `${change.path}: ${result.problem}` });
    recorded.push(
      change.remove
        ? { path: change.path, oldValue: result.old ?? null }
        : { path: change.path, oldValue: result.old ?? null, newValue: value },
    );
  });
  if (problems.length) throw errors.invalidInput("The corrections are invalid.", problems);

  const parsed = PolicySchema.safeParse(draft);
  if (!parsed.success)
    throw errors.invalidInput(
      "The corrected policy is not valid.",
      parsed.error.issues.map((i) => ({ path: formatPath(i.path), message: i.message })),
    );
  const corrected = parsed.data;
  const meaning = meaningProblems(corrected, policy);
  if (meaning.length) throw errors.invalidInput("The corrected policy is not valid.", meaning);

  const derived = derivedActive(policy, corrected, recorded, today);
  if (derived) recorded.push(derived);
  corrected.review = reviewed(corrected.review, recorded);
  return { policy: corrected, changes: recorded };
}

/** The day of a stored date: carrier lookups store a timestamp ("2026-01-01T00:00:00.000Z"). */
const dayOf = (v: string) => v.slice(0, 10);

function meaningProblems(p: Policy, before: Policy): FieldProblem[] {
  const out: FieldProblem[] = [];
  for (const key of ["effectiveDate", "expirationDate"] as const) {
    const v = p[key];
    // A date the correction left alone is kept in the form it was stored in; a new one is a calendar day.
    if (v !== null && v !== before[key] && !isCalendarDate(v))
      out.push({ path: key, message: "A date is written YYYY-MM-DD." });
  }
  const [from, to] = [p.effectiveDate, p.expirationDate];
  if (from && to && isCalendarDate(dayOf(from)) && dayOf(to) <= dayOf(from))
    out.push({ path: "expirationDate", message: "The policy must expire after it takes effect." });
  const amount = (path: string, v: number | null) => {
    if (v !== null && (!Number.isFinite(v) || v < 0))
      out.push({ path, message: "An amount is a number of 0 or more." });
  };
  amount("premium", p.premium);
  const propertyIds = new Set(p.properties.map((x) => x.id));
  p.coverages.forEach((c, i) => {
    amount(`coverages[${i}].limitPerPerson`, c.limitPerPerson);
    amount(`coverages[${i}].limitPerAccident`, c.limitPerAccident);
    amount(`coverages[${i}].deductible`, c.deductible);
    if (c.property && !propertyIds.has(c.property))
      out.push({ path: `coverages[${i}].property`, message: "Names no property of this policy." });
  });
  p.thirdParties.forEach((t, i) => {
    if (t.property && !propertyIds.has(t.property))
      out.push({ path: `thirdParties[${i}].property`, message: "Names no property of this policy." });
  });
  p.properties.forEach((x, i) => {
    if (x.type === "vehicle" && x.data.year !== null && (x.data.year < 1900 || x.data.year > 2100))
      out.push({ path: `properties[${i}].data.year`, message: "A model year between 1900 and 2100." });
  });
  return out;
}

/**
 * A policy read from a document is active by its dates; when the dates are corrected, so is that.
 * A carrier's own word (an isActive that is not what the dates say) is left alone.
 */
function derivedActive(before: Policy, after: Policy, changes: RecordedChange[], today: string): RecordedChange | null {
  const touched = (path: string) => changes.some((c) => c.path === path);
  if (touched("isActive") || !(touched("effectiveDate") || touched("expirationDate"))) return null;
  if (before.isActive !== activeOn(before, today)) return null;
  const next = activeOn(after, today);
  if (next === after.isActive) return null;
  const change: RecordedChange = { path: "isActive", oldValue: after.isActive, newValue: next, derived: true };
  after.isActive = next;
  return change;
}

/** A field a person set is no longer one to check: it and the coarser keys it belongs to count as certain. */
function reviewed(review: Policy["review"], changes: RecordedChange[]): Policy["review"] {
  if (!review) return review;
  const fields = { ...review.fields };
  for (const c of changes) {
    if (c.derived) continue;
    const tokens = parsePath(c.path);
    for (let n = 1; n < tokens.length; n++) {
      const key = formatPath(tokens.slice(0, n));
      if (key in fields) fields[key] = 1;
    }
    if ("newValue" in c) fields[c.path] = 1;
  }
  return buildReview(fields);
}
