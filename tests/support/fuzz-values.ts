import fc from "fast-check";
import type { JsonSchema, OpenApiDoc } from "./openapi-operations";

// Values for fuzzing the service: bodies that keep to a JSON schema (so a request gets past the
// first check), the same bodies broken in one place, and strings and documents no client should send.

const KB100 = 100 * 1024;

/** Strings a person rarely types and a parser, a database or a regex often trips on. */
export const NASTY_STRINGS: readonly string[] = [
  "",
  " ",
  "a\u0000b",
  "\u0000",
  "\uD800",
  "x\uDFFFy",
  "\uDBFF\uDBFF",
  "👩‍👩‍👧‍👦🏳️‍🌈",
  "\u202Eمرحبا بالعالم\u202C",
  "שָׁלוֹם",
  "Z̴̡̢͎͎̈́a̷̧͚͋l̸͓̈g̵̰̀o̶̳͐",
  "\u200B\uFEFF\u2028\u2029",
  "𝕳𝖊𝖑𝖑𝖔",
  "%00%ZZ%E0%A4%A",
  "../../../../etc/passwd",
  "<script>alert(1)</script>",
  "' OR 1=1; --",
  "${jndi:ldap://x}",
  "__proto__",
  "constructor",
  "NaN",
  "-0",
  "1e309",
  "\r\n\t\v\f",
  "a".repeat(KB100),
  "😀".repeat(KB100 / 4),
  "é".repeat(KB100 / 2),
];

/** Any UTF-16 code units, lone surrogates and controls included. */
const codeUnits = fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((n) => String.fromCharCode(n)) });

export const nastyString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 2, arbitrary: codeUnits },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme" }) },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
);

/** A value of some JSON type, likely not the one the schema wants. */
export const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  nastyString,
  fc.constantFrom(null, true, false, 0, -1, 1.5, -0, 1e308, Number.MAX_SAFE_INTEGER + 2, [], {}, [[]], [{}]),
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 4 }),
  fc.dictionary(nastyString, fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
);

/** `{"a":{"a":…1…}}` or `[[…]]`, `levels` deep, as JSON text (JSON.stringify would recurse). */
export function deepJson(levels: number, kind: "object" | "array" = "object", key = "a"): string {
  return kind === "array"
    ? "[".repeat(levels) + "1" + "]".repeat(levels)
    : `{"${key}":`.repeat(levels) + "1" + "}".repeat(levels);
}

export const MALFORMED_JSON: readonly string[] = [
  "",
  "{",
  "[",
  '{"a":}',
  "{'a':1}",
  '{"a":1,}',
  "nul",
  "undefined",
  '"unterminated',
  "\u0000",
  "\uFEFF{}",
  "{}{}",
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  "[1,2",
  "💥",
  "NaN",
  "-",
  "1".repeat(400) + "e99999",
];

export interface SchemaContext {
  doc: OpenApiDoc;
  /** A value the fuzzer should use for a property of this name (a real template id, say). */
  known?: Record<string, fc.Arbitrary<unknown>>;
}

function resolve(schema: JsonSchema, doc: OpenApiDoc): JsonSchema {
  const ref = schema.$ref;
  if (typeof ref !== "string") return schema;
  const name = ref.replace("#/components/schemas/", "");
  const target = doc.components?.schemas?.[name];
  if (!target) throw new Error(`unresolved ${ref}`);
  return resolve(target, doc);
}

function stringOf(schema: JsonSchema): fc.Arbitrary<string> {
  const min = typeof schema.minLength === "number" ? schema.minLength : 0;
  const max = Math.max(min, Math.min(typeof schema.maxLength === "number" ? schema.maxLength : 30, 30));
  if (schema.format === "uri" || schema.format === "url") return fc.webUrl();
  if (schema.format === "email") return fc.emailAddress();
  if (schema.format === "date") return fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
  if (schema.format === "date-time") return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  if (typeof schema.pattern === "string") {
    try {
      return fc.stringMatching(new RegExp(schema.pattern, "u")).filter((s) => s.length >= min);
    } catch {
      // A pattern the generator cannot read still gets strings of the right length.
    }
  }
  return fc.string({ minLength: min, maxLength: max });
}

/** Values that keep to `schema` (as far as JSON Schema can say; zod may still refuse some). */
export function fromSchema(schema: JsonSchema, ctx: SchemaContext, depth = 0): fc.Arbitrary<unknown> {
  const s = resolve(schema, ctx.doc);
  if (depth > 8) return fc.constant(null);
  const options: fc.Arbitrary<unknown>[] = [];
  if ("example" in s) options.push(fc.constant(s.example));
  if (Array.isArray(s.enum)) return fc.constantFrom(...(s.enum as unknown[]));
  if ("const" in s) return fc.constant(s.const);
  const alternatives = (s.anyOf ?? s.oneOf) as JsonSchema[] | undefined;
  if (alternatives) return fc.oneof(...options, ...alternatives.map((a) => fromSchema(a, ctx, depth + 1)));
  const types = Array.isArray(s.type) ? (s.type as string[]) : [s.type as string | undefined];
  for (const type of types) options.push(ofType(type, s, ctx, depth));
  return options.length === 1 ? options[0] : fc.oneof(...options);
}

function ofType(type: string | undefined, s: JsonSchema, ctx: SchemaContext, depth: number): fc.Arbitrary<unknown> {
  switch (type) {
    case "string":
      return stringOf(s);
    case "integer":
      return fc.integer({
        min: typeof s.minimum === "number" ? s.minimum : -1000,
        max: typeof s.maximum === "number" ? s.maximum : 1_000_000,
      });
    case "number":
      return fc.double({
        noNaN: true,
        noDefaultInfinity: true,
        min: typeof s.minimum === "number" ? s.minimum : -1e6,
        max: typeof s.maximum === "number" ? s.maximum : 1e7,
      });
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "array": {
      const items = (s.items as JsonSchema | undefined) ?? {};
      const minLength = typeof s.minItems === "number" ? s.minItems : 0;
      return fc.array(fromSchema(items, ctx, depth + 1), { minLength, maxLength: Math.max(minLength, 3) });
    }
    case "object": {
      const properties = (s.properties ?? {}) as Record<string, JsonSchema>;
      const required = new Set((s.required ?? []) as string[]);
      const record = Object.fromEntries(
        Object.entries(properties).map(([k, v]) => [k, ctx.known?.[k] ?? fromSchema(v, ctx, depth + 1)]),
      );
      const base = fc.record(record, { requiredKeys: [...required].filter((k) => k in record) });
      if (!s.additionalProperties || Object.keys(properties).length) return base;
      const extra = s.additionalProperties === true ? {} : (s.additionalProperties as JsonSchema);
      return fc.dictionary(fc.string({ minLength: 1, maxLength: 20 }), fromSchema(extra, ctx, depth + 1), {
        maxKeys: 4,
      });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

type Path = (string | number)[];
/** An object or array of a JSON value, indexed either way. */
export type Container = Record<string | number, unknown>;

function pathsOf(value: unknown, prefix: Path = []): Path[] {
  const out: Path[] = [prefix];
  if (Array.isArray(value)) value.forEach((v, i) => out.push(...pathsOf(v, [...prefix, i])));
  else if (value && typeof value === "object")
    for (const [k, v] of Object.entries(value)) out.push(...pathsOf(v, [...prefix, k]));
  return out;
}

function rewrite(value: unknown, path: Path, change: (parent: Container, key: string | number) => void): unknown {
  if (path.length === 0) return value;
  const copy = structuredClone(value) as Container;
  let parent = copy;
  for (const step of path.slice(0, -1)) parent = parent[step] as Container;
  change(parent, path[path.length - 1]);
  return copy;
}

/** A valid value broken in one place: a field dropped, retyped, made nasty, or a field added. */
export function mutated(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc
    .tuple(valid, fc.nat(), fc.constantFrom("drop", "retype", "extra", "wrap"), wrongValue, nastyString)
    .map(([value, pick, how, wrong, key]) => {
      const paths = pathsOf(value);
      const path = paths[pick % paths.length];
      if (path.length === 0) return how === "wrap" ? [value] : wrong;
      return rewrite(value, path, (parent, k) => {
        if (how === "drop") {
          if (Array.isArray(parent)) (parent as unknown[]).splice(Number(k), 1);
          else delete parent[k];
        } else if (how === "extra" && parent && typeof parent === "object" && !Array.isArray(parent)) {
          parent[key] = wrong;
        } else if (how === "wrap") {
          parent[k] = [parent[k]];
        } else {
          parent[k] = wrong;
        }
      });
    });
}
