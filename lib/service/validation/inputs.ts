import { isCalendarDate } from "@/lib/shared/calendar-date";
import { z } from "zod";
import { AddressSchema, type Address } from "@/lib/schemas/policy";
import type { RuleInputSpec } from "./types";

// Input values arrive as JSON from request bodies, flat session metadata (strings, numbers,
// booleans) and template defaults, so each input type accepts the forms people actually send:
// "500", "$1,000.00" and 1000 for amounts; "2026-03-01" or a full ISO timestamp for dates.

function toAmount(value: unknown): unknown {
  if (typeof value !== "string") return value;
  const cleaned = value.trim().replace(/^\$/, "").replace(/,/g, "");
  return /^\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : value;
}

const AmountSchema = z.preprocess(
  toAmount,
  z.number({ error: "Expected an amount in dollars, e.g. 1000." }).finite().nonnegative(),
);

function toDate(value: unknown): unknown {
  if (typeof value !== "string") return value;
  // A timestamp names a day too; the rules compare whole days.
  const match = /^(\d{4}-\d{2}-\d{2})(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/.exec(value.trim());
  return match ? match[1] : value;
}

const DateSchema = z.preprocess(
  toDate,
  z
    .string({ error: "Expected a date as YYYY-MM-DD." })
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Expected a date as YYYY-MM-DD.")
    .refine(isCalendarDate, "Expected a real calendar date as YYYY-MM-DD."),
);

// Loan numbers and similar identifiers are often stored as numbers in metadata.
const TextSchema = z.preprocess(
  (value) => (typeof value === "number" ? String(value) : typeof value === "string" ? value.trim() : value),
  z.string({ error: "Expected text." }).min(1, "Expected non-empty text."),
);

/** An address as one line of text or as the Address object of the policy schema. */
export type AddressInput = string | Address;
const AddressInputSchema: z.ZodType<AddressInput> = z.union([z.string().trim().min(1), AddressSchema], {
  error: "Expected an address as text or as {addressLine1, city, state, postalCode}.",
});

export function amountInput<R extends boolean>(required: R, description: string): RuleInputSpec<number, R> {
  return {
    schema: AmountSchema,
    required,
    description,
    type: "amount",
    jsonSchema: { type: ["number", "string"], minimum: 0 },
  };
}

export function dateInput<R extends boolean>(required: R, description: string): RuleInputSpec<string, R> {
  return { schema: DateSchema, required, description, type: "date", jsonSchema: { type: "string", format: "date" } };
}

export function textInput<R extends boolean>(required: R, description: string): RuleInputSpec<string, R> {
  return { schema: TextSchema, required, description, type: "text", jsonSchema: { type: ["string", "number"] } };
}

export function choiceInput<const V extends readonly [string, ...string[]], R extends boolean>(
  values: V,
  required: R,
  description: string,
): RuleInputSpec<V[number], R> {
  const schema = z.preprocess(
    (value) => (typeof value === "string" ? value.trim().toLowerCase() : value),
    z.enum(values, { error: `Expected one of: ${values.join(", ")}.` }),
  ) as z.ZodType<V[number]>;
  return { schema, required, description, type: "choice", jsonSchema: { type: "string", enum: [...values] } };
}

export function addressInput<R extends boolean>(required: R, description: string): RuleInputSpec<AddressInput, R> {
  return {
    schema: AddressInputSchema,
    required,
    description,
    type: "address",
    jsonSchema: {
      oneOf: [
        { type: "string" },
        {
          type: "object",
          required: ["addressLine1", "city", "state", "postalCode"],
          properties: {
            addressLine1: { type: "string" },
            addressLine2: { type: ["string", "null"] },
            city: { type: "string" },
            state: { type: "string" },
            postalCode: { type: "string" },
            country: { type: "string" },
          },
        },
      ],
    },
  };
}
