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

/** Flat session metadata: the contract allows strings, numbers and booleans only. */
export const MetadataSchema = z.record(z.string().max(100), z.union([z.string().max(1000), z.number(), z.boolean()]));
export type Metadata = z.infer<typeof MetadataSchema>;
