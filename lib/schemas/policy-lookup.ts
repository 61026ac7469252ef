import { z } from "zod";
import { isValidVinFormat } from "@/lib/vin";
import { safeString } from "./common";
import { POLICY_TYPES } from "./policy";

// The policy-lookup input of the seed's section 2. The service validates proxy requests with it and the
// dashboard's lookup form uses it as its resolver, so messages speak to a person filling in a field.
// Shape only: whether an address names a real state and ZIP is the service's next check.

const text = (message: string, max: number) =>
  safeString({ error: message }).trim().min(1, message).max(max, `Use at most ${max} characters.`);

// The seed's object has six keys; only addressLine2 may be null. A missing key is a shape failure like
// any other, so a client learns its object is incomplete rather than having a country guessed for it.
export const LookupAddressObjectSchema = z.object({
  addressLine1: text("Enter the street address.", 200),
  addressLine2: safeString({ error: "Give addressLine2: the second line, or null." })
    .trim()
    .max(200, "Use at most 200 characters.")
    .nullable(),
  city: text("Enter the city.", 100),
  state: text("Choose the state.", 60),
  postalCode: text("Enter the ZIP code.", 10),
  country: text("Enter the country.", 60),
});
export type LookupAddressObject = z.infer<typeof LookupAddressObjectSchema>;

export const LookupAddressSchema = z.union([text("Enter the address.", 300), LookupAddressObjectSchema], {
  error: "Enter the address as one line or as street, city, state and ZIP.",
});

export const InsuredNameObjectSchema = z.object({
  firstName: text("Enter the first name.", 100),
  lastName: text("Enter the last name.", 100),
});

export const InsuredNameSchema = z.union(
  [
    // A refinement, not a regex: the OpenAPI document would publish a Unicode property escape
    // as an ECMA pattern other validators misread, and refuse real names.
    text("Enter the insured's full name.", 200).refine((v) => /\p{L}/u.test(v), "Enter the insured's full name."),
    InsuredNameObjectSchema,
  ],
  { error: "Enter the insured's name as a full name or as first and last name." },
);

const present = (value: string | null | undefined): value is string => typeof value === "string" && value.trim() !== "";

export const PolicyLookupInputSchema = z
  .object({
    carrier: safeString().trim().max(100).nullable().optional(),
    naicCode: safeString().trim().max(20).nullable().optional(),
    policyType: z.enum(POLICY_TYPES, { error: "Choose auto, home or condo." }),
    policyNumber: text("Enter the policy number.", 60),
    vin: safeString().trim().max(40).nullable().optional(),
    insuredName: InsuredNameSchema,
    address: LookupAddressSchema,
  })
  .superRefine((input, ctx) => {
    const hasCarrier = present(input.carrier);
    const hasNaic = present(input.naicCode);
    if (!hasCarrier && !hasNaic) {
      ctx.addIssue({ code: "custom", path: ["carrier"], message: "Choose a carrier or enter its NAIC code." });
    } else if (hasCarrier && hasNaic) {
      ctx.addIssue({ code: "custom", path: ["naicCode"], message: "Give either a carrier or a NAIC code, not both." });
    }
    if (input.policyType === "auto") {
      if (!present(input.vin))
        ctx.addIssue({
          code: "custom",
          path: ["vin"],
          message: "Enter the VIN: auto policies are looked up by vehicle.",
        });
      else if (!isValidVinFormat(input.vin.trim()))
        ctx.addIssue({ code: "custom", path: ["vin"], message: "Enter the vehicle's 17-character VIN." });
    }
  });

/** What the service works with once the input has passed the schema. */
export type PolicyLookupInput = z.infer<typeof PolicyLookupInputSchema>;
/** What a form holds before validation (react-hook-form's field values). */
export type PolicyLookupFormValues = z.input<typeof PolicyLookupInputSchema>;
