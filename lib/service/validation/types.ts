import type { z } from "zod";
import type { Policy, PolicyTerm, PolicyType } from "@/lib/schemas/policy";

export type Term = "current" | "renewal";
export type RuleStatus = "pass" | "fail" | "caution" | "unknown";

/** A policy as seen through one term: the shared fields plus that term's values. */
export type PolicyTermView = Pick<Policy, "type" | "carrier" | "policyNumber" | "address"> &
  PolicyTerm & {
    /**
     * Where the values come from: a carrier's answer, or a document the service read (its isActive
     * is then worked out from the printed dates, not reported by anyone). Absent means the carrier.
     */
    readFrom?: "carrier" | "document";
  };

export interface BreakdownItem {
  /** What the line is about: a vehicle, a coverage code, a party name. */
  label: string;
  expected: string | number | null;
  actual: string | number | null;
  status: RuleStatus;
  note?: string;
}

export interface RuleOutcome {
  status: RuleStatus;
  message: { title: string; detail: string };
  breakdown: { items: BreakdownItem[] };
}

/** How an input is shown to template authors and in OpenAPI. */
export type RuleInputType = "amount" | "date" | "text" | "choice" | "address";

export interface RuleInputSpec<T = unknown, R extends boolean = boolean> {
  /** Parses and coerces a raw value (request body, session metadata or template default). */
  schema: z.ZodType<T>;
  required: R;
  description: string;
  type: RuleInputType;
  /** JSON Schema of the raw values accepted, for the templates UI and OpenAPI. */
  jsonSchema: Record<string, unknown>;
}

export type RuleInputSpecs = Record<string, RuleInputSpec>;

/** Values handed to a rule: required inputs are always present (the runner stops earlier otherwise). */
export type ResolvedInputs<I extends RuleInputSpecs> = {
  [K in keyof I]: I[K] extends RuleInputSpec<infer T, infer R> ? (R extends true ? T : T | undefined) : never;
};

export interface RuleContext<I extends RuleInputSpecs> {
  policy: PolicyTermView;
  inputs: ResolvedInputs<I>;
  /** The evaluation day (YYYY-MM-DD, UTC), passed in so results do not depend on the clock. */
  today: string;
}

export interface RuleDefinition<I extends RuleInputSpecs = RuleInputSpecs> {
  name: string;
  description: string;
  appliesTo: PolicyType[];
  inputs: I;
  // Method syntax keeps definitions with specific inputs assignable to the registry's general type.
  evaluate(ctx: RuleContext<I>): RuleOutcome;
}

/** Identity helper that infers the input types of a rule from its `inputs`. */
export function defineRule<I extends RuleInputSpecs>(rule: RuleDefinition<I>): RuleDefinition<I> {
  return rule;
}
