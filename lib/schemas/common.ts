import { z } from "zod";

export const ErrorEnvelopeSchema = z
  .object({
    success: z.literal(false),
    errorCode: z.string(),
    message: z.string(),
    details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  })
  .meta({ id: "Error" });

export const ok = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });

// Postgres refuses a NUL in text and jsonb, and a lone surrogate in jsonb (text silently turns it
// into U+FFFD): either would surface as a 500 or a mangled value. No person types them, so every
// string a client sends is checked here, once, and refused as user-input-invalid.
const LONE_SURROGATE = /\p{Cs}/u;
export const UNSAFE_CHARS_MESSAGE = "Must not contain NUL characters or unpaired UTF-16 surrogates.";

export const hasUnsafeChars = (value: string): boolean => value.includes("\u0000") || LONE_SURROGATE.test(value);

/** Adds the check to a string schema of any kind (z.string, z.url, z.email…); returns the same type. */
export const clean = <T extends z.ZodType<string>>(schema: T): T =>
  schema.refine((s) => !hasUnsafeChars(s), UNSAFE_CHARS_MESSAGE);

/** The string every client-sent field is built from: `z.string(params)` without NULs or lone surrogates. */
export const safeString = (params?: Parameters<typeof z.string>[0]) => clean(z.string(params));

/** An id in a URL path; Hono hands it over decoded, so `%00` arrives as a NUL. */
export const PathIdSchema = safeString();

function jsonIsClean(value: unknown, depth = 0): boolean {
  // Hono's JSON parse already bounds the body to 1 MB; the depth bound keeps the walk off the stack's edge.
  if (depth > 64) return false;
  if (typeof value === "string") return !hasUnsafeChars(value);
  if (Array.isArray(value)) return value.every((v) => jsonIsClean(v, depth + 1));
  if (value && typeof value === "object")
    return Object.entries(value).every(([k, v]) => !hasUnsafeChars(k) && jsonIsClean(v, depth + 1));
  return true;
}

/** Free-form JSON a client sends (validate inputs): every key and string inside is checked, at any depth. */
export const SafeJsonSchema = z
  .unknown()
  .refine((v) => jsonIsClean(v), `${UNSAFE_CHARS_MESSAGE} Nesting is limited to 64 levels.`);

/** Flat session metadata: the contract allows strings, numbers and booleans only. */
export const MetadataSchema = z.record(
  safeString().max(100),
  z.union([safeString().max(1000), z.number(), z.boolean()]),
);
export type Metadata = z.infer<typeof MetadataSchema>;
