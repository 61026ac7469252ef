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

/** A carrier whose lienholder portal login the calling client has on file (never the login itself). */
export const PortalCredentialSchema = z
  .object({
    carrierId: z.string().meta({ example: "car_state-farm" }),
    naicCode: z.string().meta({ example: "25178" }),
    active: z.boolean(),
    createdAt: z.string().meta({ example: "2026-11-24T18:00:00.000Z" }),
  })
  .meta({ id: "PortalCredential" });
