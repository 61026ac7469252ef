import type { TemplateRuleInput } from "./template-shape";
import type { RuleInputSpecs } from "./types";

export type InputSource = "request" | "metadata" | "default";

export interface ResolvedInput {
  /** The coerced value; the raw value when it is invalid; undefined when found nowhere. */
  value: unknown;
  source: InputSource | null;
  /** The template's source key; null for an input the template does not map. */
  sourceKey: string | null;
  /** Why the value found was rejected (e.g. "abc" for an amount). Absent when valid or not found. */
  invalid?: string;
}

export interface InputSources {
  body: Record<string, unknown>;
  metadata: Record<string, unknown>;
}

/** null and blank strings count as absent: forms and metadata stores write them for "not filled in". */
function isPresent(value: unknown): boolean {
  return value !== undefined && value !== null && !(typeof value === "string" && value.trim() === "");
}

function lookUp(record: Record<string, unknown>, key: string): unknown {
  // Own keys only, so a source key like "constructor" does not read Object.prototype.
  return record && Object.hasOwn(record, key) ? record[key] : undefined;
}

/** The seed's priority: request body by source key, then session metadata by source key, then the template default. */
export function pickRawValue(
  mapping: TemplateRuleInput,
  sources: InputSources,
): { value: unknown; source: InputSource | null } {
  const fromBody = lookUp(sources.body, mapping.source);
  if (isPresent(fromBody)) return { value: fromBody, source: "request" };
  const fromMetadata = lookUp(sources.metadata, mapping.source);
  if (isPresent(fromMetadata)) return { value: fromMetadata, source: "metadata" };
  if (isPresent(mapping.default)) return { value: mapping.default, source: "default" };
  return { value: undefined, source: null };
}

/**
 * Resolves every input the rule declares. The highest-priority value present is used even when it
 * is invalid: falling back to a lower source would silently replace what the client sent, so an
 * invalid value is reported (`invalid`) and the rule becomes `unknown` instead. Inputs the template
 * maps but the rule does not declare are ignored (templates are checked when saved).
 */
export function resolveInputs(
  ruleInputs: Record<string, TemplateRuleInput>,
  sources: InputSources,
  specs: RuleInputSpecs,
): Record<string, ResolvedInput> {
  const resolved: Record<string, ResolvedInput> = {};
  for (const [name, spec] of Object.entries(specs)) {
    const mapping = Object.hasOwn(ruleInputs, name) ? ruleInputs[name] : undefined;
    if (!mapping || typeof mapping.source !== "string") {
      resolved[name] = { value: undefined, source: null, sourceKey: null };
      continue;
    }
    const raw = pickRawValue(mapping, sources);
    if (raw.source === null) {
      resolved[name] = { value: undefined, source: null, sourceKey: mapping.source };
      continue;
    }
    const parsed = spec.schema.safeParse(raw.value);
    resolved[name] = parsed.success
      ? { value: parsed.data, source: raw.source, sourceKey: mapping.source }
      : {
          value: raw.value,
          source: raw.source,
          sourceKey: mapping.source,
          invalid: parsed.error.issues[0]?.message ?? "Invalid value.",
        };
  }
  return resolved;
}
