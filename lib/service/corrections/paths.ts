import type { z } from "zod";

// Field paths of a Policy ("coverages[2].deductible") read, written and checked against its schema.

export type Token = string | number;

export function parsePath(path: string): Token[] {
  const out: Token[] = [];
  for (const part of path.split(".")) {
    const [name, ...indices] = part.split("[");
    out.push(name);
    for (const i of indices) out.push(Number(i.slice(0, -1)));
  }
  return out;
}

export function formatPath(tokens: readonly PropertyKey[]): string {
  return tokens.map((t, i) => (typeof t === "number" ? `[${t}]` : i === 0 ? String(t) : `.${String(t)}`)).join("");
}

export function getAt(root: unknown, tokens: Token[]): unknown {
  let node = root;
  for (const t of tokens) {
    if (node === null || typeof node !== "object") return undefined;
    node = (node as Record<string | number, unknown>)[t];
  }
  return node;
}

/** Whether the schema has a place at `tokens` (an optional key the value leaves out counts). */
export function schemaHas(schema: z.ZodType, tokens: Token[]): boolean {
  if (!tokens.length) return true;
  const def = (schema as unknown as { def: Record<string, unknown> & { type: string } }).def;
  switch (def.type) {
    case "optional":
    case "nullable":
    case "default":
      return schemaHas(def.innerType as z.ZodType, tokens);
    case "union":
      return (def.options as z.ZodType[]).some((o) => schemaHas(o, tokens));
    case "array":
      return typeof tokens[0] === "number" && schemaHas(def.element as z.ZodType, tokens.slice(1));
    case "object": {
      const shape = (schema as unknown as { shape: Record<string, z.ZodType> }).shape;
      const head = tokens[0];
      return typeof head === "string" && Object.hasOwn(shape, head) && schemaHas(shape[head], tokens.slice(1));
    }
    default:
      return false;
  }
}

export type Edit = { op: "set"; value: unknown } | { op: "remove" };

/**
 * Applies one edit in place and returns the value it replaced, or a problem in words. A list index
 * one past the end appends; `remove` takes an item out of a list.
 */
export function editAt(root: unknown, tokens: Token[], edit: Edit): { old: unknown } | { problem: string } {
  const parent = getAt(root, tokens.slice(0, -1));
  const last = tokens[tokens.length - 1];
  if (parent === null || typeof parent !== "object")
    return { problem: "Its parent is empty: set the whole object instead." };
  if (Array.isArray(parent)) {
    if (typeof last !== "number") return { problem: "A list is indexed by a number." };
    if (edit.op === "remove") {
      if (last >= parent.length) return { problem: "There is no item at this index." };
      return { old: parent.splice(last, 1)[0] };
    }
    if (last > parent.length)
      return { problem: `The list has ${parent.length} items: append at index ${parent.length}.` };
    const old = parent[last];
    parent[last] = edit.value;
    return { old };
  }
  if (edit.op === "remove") return { problem: "Only list items can be removed; set a field to null instead." };
  const record = parent as Record<string, unknown>;
  const old = record[last as string];
  record[last as string] = edit.value;
  return { old };
}
