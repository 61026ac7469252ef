import { z } from "zod";
import { PolicyTypeSchema } from "./policy";

export const CarrierSchema = z
  .object({
    id: z.string().meta({ example: "car_state-farm" }),
    name: z.string(),
    naicCode: z.string().meta({ example: "25178" }),
    policyLookup: z.object({ supported: z.boolean(), policyTypes: z.array(PolicyTypeSchema) }),
  })
  .meta({ id: "Carrier" });
export type Carrier = z.infer<typeof CarrierSchema>;
