import { z } from "zod";
import { safeString } from "./common";
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
    /** When a login for this carrier was first put on file. */
    createdAt: z.string().meta({ example: "2026-11-24T18:00:00.000Z" }),
    /** When the login on file was last set (equal to createdAt until it is replaced). */
    modifiedAt: z.string().meta({ example: "2026-11-30T09:15:00.000Z" }),
  })
  .meta({ id: "PortalCredential" });
export type PortalCredential = z.infer<typeof PortalCredentialSchema>;

// Carrier portals cap both fields at 256 characters (the sandbox portal refuses longer with 400).
const PORTAL_FIELD_MAX = 256;

/**
 * A lienholder portal login as an admin types it. Write-only: the service seals it and never
 * answers it back, so the form cannot show it again either.
 */
export const PortalLoginSchema = z
  .object({
    username: safeString()
      .trim()
      .min(1, "Enter the username of your organisation's portal account.")
      .max(PORTAL_FIELD_MAX, `Use at most ${PORTAL_FIELD_MAX} characters.`),
    // Not trimmed: a space may be part of a password.
    password: safeString()
      .min(1, "Enter the portal password.")
      .max(PORTAL_FIELD_MAX, `Use at most ${PORTAL_FIELD_MAX} characters.`),
  })
  .meta({ id: "PortalLogin" });
export type PortalLoginInput = z.infer<typeof PortalLoginSchema>;

/** A carrier as the dashboard names it to the service (`car_…`): anything else never reaches it. */
export const CarrierIdSchema = z
  .string()
  .regex(/^car_[a-z0-9-]{1,60}$/, "Choose a carrier from the list.")
  .max(64);

export const PortalCredentialRemovedSchema = z.object({
  carrierId: z.string().meta({ example: "car_allstate" }),
  naicCode: z.string().meta({ example: "19232" }),
  deleted: z.literal(true),
});
