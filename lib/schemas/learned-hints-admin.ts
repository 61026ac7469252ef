import { z } from "zod";

/** A hint to forget, by the service's id (`hnt_…`): anything else never reaches the service. */
export const RemoveLearnedHintSchema = z.object({
  id: z
    .string()
    .regex(/^hnt_[a-z0-9]{1,40}$/, "Not a learned hint.")
    .max(44),
});
export type RemoveLearnedHintInput = z.infer<typeof RemoveLearnedHintSchema>;
