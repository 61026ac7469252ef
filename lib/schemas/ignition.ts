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

export const CreateIgnitionSchema = z
  .object({
    webhookUri: httpUrl,
    user: IgnitionUserSchema,
    redirectUri: httpUrl.optional(),
    metadata: MetadataSchema.optional(),
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
    result: z.string().nullable().optional(),
    createdAt: z.string(),
    modifiedAt: z.string(),
  })
  .meta({ id: "IgnitionSession" });
export type IgnitionSession = z.infer<typeof IgnitionSessionSchema>;
