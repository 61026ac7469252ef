import { z } from "zod";
import { safeString } from "./common";
import { ConsentSchema } from "./consent";
import { PolicyLookupInputSchema } from "./policy-lookup";
import { LookupLoanSchema } from "./verify-loan";

export const MetadataRowsSchema = z
  .array(
    z.object({
      key: safeString()
        .trim()
        .min(1, "Enter a key.")
        .max(100)
        .regex(/^[A-Za-z0-9_.-]+$/, "Use letters, digits, _ . or -."),
      value: safeString().trim().max(1000),
    }),
  )
  .max(20, "At most 20 metadata entries.")
  .refine((rows) => new Set(rows.map((r) => r.key)).size === rows.length, "Each key may appear once.");

/** The staff lookup form: the service's own policy-lookup schema plus what the dashboard adds. */
export const VerifyByLookupSchema = z.object({
  lookup: PolicyLookupInputSchema,
  borrowerRef: safeString().trim().min(1, "Enter the borrower reference (the id in your loan system).").max(200),
  loan: LookupLoanSchema,
  metadata: MetadataRowsSchema.default([]),
  consent: ConsentSchema,
});
export type VerifyByLookupInput = z.infer<typeof VerifyByLookupSchema>;
export type VerifyByLookupValues = z.input<typeof VerifyByLookupSchema>;

/** Metadata values go to the service flat; numbers stay numbers so validation inputs can use them. */
export function metadataFromRows(rows: { key: string; value: string }[]): Record<string, string | number | boolean> {
  const out: Record<string, string | number | boolean> = {};
  for (const { key, value } of rows) {
    if (/^-?\d+(\.\d+)?$/.test(value)) out[key] = Number(value);
    else if (value === "true" || value === "false") out[key] = value === "true";
    else out[key] = value;
  }
  return out;
}
