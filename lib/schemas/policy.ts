import { z } from "zod";

// The Policy shape of ../shared/spec/service-api.md. `null` = known to be unknown; absent = not applicable.

export const AddressSchema = z.object({
  addressLine1: z.string().min(1),
  addressLine2: z.string().nullable().optional(),
  city: z.string().min(1),
  state: z.string().min(2),
  postalCode: z.string().min(3),
  country: z.string().default("US"),
});
export type Address = z.infer<typeof AddressSchema>;

export const POLICY_TYPES = ["auto", "home", "condo"] as const;
export const PolicyTypeSchema = z.enum(POLICY_TYPES);
export type PolicyType = z.infer<typeof PolicyTypeSchema>;

/** Coverages of an auto policy; the rest of COVERAGE_CODES are a home's or a condo's. */
export const AUTO_COVERAGE_CODES = [
  "BI",
  "PD",
  "CSL",
  "UMBI",
  "UMPD",
  "UIMBI",
  "UIMPD",
  "COLL",
  "COMP",
  "MEDPAY",
  "PIP",
  "RENTAL",
  "TOWING",
] as const;
export const COVERAGE_CODES = [
  ...AUTO_COVERAGE_CODES,
  "DWELLING",
  "OTHER_STRUCTURES",
  "PERSONAL_PROPERTY",
  "LOSS_OF_USE",
  "PERSONAL_LIABILITY",
  "MEDICAL_PAYMENTS",
] as const;
export const CoverageCodeSchema = z.enum(COVERAGE_CODES);
export type CoverageCode = z.infer<typeof CoverageCodeSchema>;

export const VehicleSchema = z.object({
  vin: z.string().nullable(),
  year: z.number().int().nullable(),
  make: z.string().nullable(),
  model: z.string().nullable(),
  vinCheckDigitValid: z.boolean().optional(),
});

export const PropertySchema = z.discriminatedUnion("type", [
  z.object({ id: z.string(), type: z.literal("vehicle"), data: VehicleSchema }),
  z.object({ id: z.string(), type: z.literal("dwelling"), data: z.object({ address: AddressSchema.nullable() }) }),
]);
export type Property = z.infer<typeof PropertySchema>;

export const CoverageSchema = z.object({
  code: CoverageCodeSchema,
  limitPerPerson: z.number().nullable(),
  limitPerAccident: z.number().nullable(),
  deductible: z.number().nullable(),
  /** `prp_…` id of the vehicle or dwelling this coverage applies to; null = the whole policy. */
  property: z.string().nullable().optional(),
});
export type Coverage = z.infer<typeof CoverageSchema>;

export const InsuredSchema = z.object({
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  type: z.enum(["primary", "secondary"]).default("primary"),
});
export type Insured = z.infer<typeof InsuredSchema>;

export const THIRD_PARTY_TYPES = ["lienholder", "lessor", "mortgagee", "interest"] as const;
export const ThirdPartySchema = z.object({
  type: z.enum(THIRD_PARTY_TYPES),
  name: z.string(),
  address: AddressSchema.nullable().optional(),
  loanNumber: z.string().nullable().optional(),
  property: z.string().nullable().optional(),
});
export type ThirdParty = z.infer<typeof ThirdPartySchema>;

export const DocumentRefSchema = z.object({
  id: z.string(),
  name: z.string(),
  source: z.enum(["user", "carrier"]),
  contentType: z.string(),
  url: z.string().nullable(),
});

/** One term of a policy: everything that can differ between current and renewal. */
export const PolicyTermSchema = z.object({
  isActive: z.boolean().nullable(),
  effectiveDate: z.string().nullable(),
  expirationDate: z.string().nullable(),
  premium: z.number().nullable(),
  properties: z.array(PropertySchema),
  coverages: z.array(CoverageSchema),
  insureds: z.array(InsuredSchema),
  thirdParties: z.array(ThirdPartySchema),
});
export type PolicyTerm = z.infer<typeof PolicyTermSchema>;

export const CarrierRefSchema = z.object({
  id: z.string().nullable(),
  name: z.string(),
  naicCode: z.string().nullable(),
});

export const PolicySchema = PolicyTermSchema.extend({
  id: z.string(),
  accountId: z.string(),
  type: PolicyTypeSchema,
  carrier: CarrierRefSchema,
  policyNumber: z.string().nullable(),
  address: AddressSchema.nullable(),
  documents: z.array(DocumentRefSchema),
  term: z.enum(["current", "renewal"]),
  hasRenewal: z.boolean(),
  /** Field paths a person should check (document parsing with low confidence). */
  review: z
    .object({
      required: z.boolean(),
      fields: z.record(z.string(), z.number()),
      /** The fields read with a confidence under the review bar, for a person to check. */
      flagged: z.array(z.string()).optional(),
    })
    .optional(),
  createdAt: z.string(),
  modifiedAt: z.string(),
});
export type Policy = z.infer<typeof PolicySchema>;

/** What a connector or the document parser produces before ids are assigned. */
export type PolicyDraft = Omit<
  Policy,
  "id" | "accountId" | "documents" | "term" | "hasRenewal" | "createdAt" | "modifiedAt"
> & {
  renewal?: PolicyTerm | null;
};

/**
 * The state of an account's connection to its carrier: `active` when the borrower signed in there, `inactive`
 * for a policy read from a document. The others name why a carrier sign-in cannot connect; the hosted page
 * reports them as the errorCode of ignition.errored, since such a sign-in makes no readable account.
 */
export const CONNECTION_STATUSES = [
  "active",
  "inactive",
  "credentials-expired",
  "mfa-expired",
  "account-disabled",
  "account-inaccessible",
] as const;
export type ConnectionStatus = (typeof CONNECTION_STATUSES)[number];

export const AccountSchema = z.object({
  id: z.string(),
  carrier: CarrierRefSchema,
  connectionStatus: z.enum(["active", "inactive"]),
  /** The connection in the real service's shape; `connectionStatus` is kept for existing clients. */
  connection: z.object({ status: z.enum(CONNECTION_STATUSES) }).optional(),
  user: z.object({ id: z.string() }),
  policies: z.array(z.string()),
  createdAt: z.string(),
});
export type Account = z.infer<typeof AccountSchema>;
