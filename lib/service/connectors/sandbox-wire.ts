import { z } from "zod";

// What the connector accepts from the sandbox portal. Written against the portal's documented format, not
// imported from the portal's code, so a change on the portal side is caught here as a mapping failure.

const Address = z.object({
  line1: z.string(),
  line2: z.string().nullable().optional(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
});
export type WireAddress = z.infer<typeof Address>;

const Term = z.object({
  effective: z.string(),
  expiration: z.string(),
  cancelled_on: z.string().nullable().optional(),
  premium: z.string().nullable(),
  named_insureds: z.array(z.object({ first_name: z.string(), last_name: z.string(), relation: z.string() })),
  vehicles: z.array(
    z.object({
      unit_id: z.string(),
      vin: z.string(),
      year: z.number().int().nullable(),
      make: z.string().nullable(),
      model: z.string().nullable(),
    }),
  ),
  location: Address.extend({ unit_id: z.string() }).nullable(),
  coverages: z.array(
    z.object({
      code: z.string(),
      limits: z.string().nullable(),
      deductible: z.string().nullable(),
      applies_to: z.string().nullable(),
    }),
  ),
  interests: z.array(
    z.object({
      kind: z.string(),
      name: z.string(),
      loan_number: z.string().nullable(),
      address: Address.nullable(),
      applies_to: z.string().nullable(),
    }),
  ),
});
export type WireTerm = z.infer<typeof Term>;

export const WirePolicySchema = z.object({
  number: z.string(),
  lob: z.enum(["PPA", "HO3", "HO6"]),
  status: z.string(),
  mailing_address: Address,
  term: Term,
  renewal: Term.extend({ status: z.string() }).nullable().optional(),
});
export type WirePolicy = z.infer<typeof WirePolicySchema>;

export const SearchResponseSchema = z.object({ policy: WirePolicySchema });
export const LoginResponseSchema = z.object({
  sessionToken: z.string().min(1),
  expiresInSeconds: z.number().positive().optional(),
});
