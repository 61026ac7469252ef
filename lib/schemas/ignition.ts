import { z } from "zod";
import { clean, MetadataSchema, safeString } from "./common";

export const IGNITION_STATUSES = ["created", "processing", "completed", "errored"] as const;
export type IgnitionStatus = (typeof IGNITION_STATUSES)[number];

export const IgnitionUserSchema = z.object({
  id: safeString().trim().min(1, "A user id is required.").max(200),
  firstName: safeString().max(200).optional(),
  lastName: safeString().max(200).optional(),
  email: clean(z.email()).optional(),
});

const httpUrl = clean(z.url({ protocol: /^https?$/, error: "Must be an http(s) URL." }));

/** How long the hosted page at ignitionUri stays open when the client does not say: long enough for mail. */
export const DEFAULT_IGNITION_LIFETIME_DAYS = 30;
export const MAX_IGNITION_LIFETIME_DAYS = 365;

/**
 * What a session's `result` says: the proxy operation, or how the borrower shared on the hosted page
 * (`link`: signed in at the carrier; `manual`: uploaded a document).
 */
export const IGNITION_RESULTS = ["policy-lookup", "process-document", "link", "manual"] as const;
export type IgnitionResult = (typeof IGNITION_RESULTS)[number];

export const CreateIgnitionSchema = z
  .object({
    webhookUri: httpUrl,
    user: IgnitionUserSchema,
    /** Where the hosted page sends the borrower at the end, with status, authCode, result and step. */
    redirectUri: httpUrl.optional(),
    metadata: MetadataSchema.optional(),
    expiresInDays: z
      .number()
      .int()
      .min(1)
      .max(MAX_IGNITION_LIFETIME_DAYS)
      .optional()
      .meta({
        description: `Days the hosted page at ignitionUri stays open (default ${DEFAULT_IGNITION_LIFETIME_DAYS}). Proxying is not limited by it.`,
      }),
  })
  .meta({ id: "CreateIgnitionRequest" });
export type CreateIgnitionInput = z.infer<typeof CreateIgnitionSchema>;

export const IgnitionCreatedSchema = z
  .object({ ignitionToken: z.string(), ignitionUri: z.string() })
  .meta({ id: "IgnitionCreated" });

export const IgnitionSessionSchema = z
  .object({
    token: z.string(),
    status: z.enum(IGNITION_STATUSES),
    user: IgnitionUserSchema,
    metadata: MetadataSchema,
    webhookUri: z.string(),
    redirectUri: z.string().nullable().optional(),
    /** `policy-lookup`, `process-document`, `link` or `manual` (IGNITION_RESULTS); null until something ended. */
    result: z.string().nullable().optional(),
    /** When the hosted page stops opening; null for sessions made before sessions had a lifetime. */
    expiresAt: z.string().nullable().optional(),
    /** The user's consent on the hosted page (who, when, the wording they agreed to); null until given. */
    consent: z
      .object({
        by: z.object({ id: z.string(), name: z.string(), email: z.string() }),
        at: z.string(),
        wording: z.string(),
      })
      .nullable()
      .optional(),
    createdAt: z.string(),
    modifiedAt: z.string(),
  })
  .meta({ id: "IgnitionSession" });
export type IgnitionSession = z.infer<typeof IgnitionSessionSchema>;
