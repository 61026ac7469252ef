import { z } from "zod";
import { clean, safeString } from "./common";
import { PolicyLookupInputSchema } from "./policy-lookup";

export const PROXY_OPERATIONS = ["process-document", "policy-lookup"] as const;
export type ProxyOperation = (typeof PROXY_OPERATIONS)[number];

export const ProcessDocumentInputSchema = z.object({
  name: safeString({ error: "Enter a name for the document." })
    .trim()
    .min(1, "Enter a name for the document.")
    .max(200),
  source: z.enum(["user", "carrier"], { error: "The source must be user or carrier." }),
  policyType: z.enum(["auto", "home"], { error: "Choose auto or home." }),
  url: clean(z.url({ protocol: /^https?$/, error: "Enter an http(s) url that serves the document." })).max(4096),
});
export type ProcessDocumentInput = z.infer<typeof ProcessDocumentInputSchema>;

/** Each operation's input schema, for the proxy endpoint's shape check. */
export const PROXY_INPUT_SCHEMAS = {
  "policy-lookup": PolicyLookupInputSchema,
  "process-document": ProcessDocumentInputSchema,
} as const;

/** The request envelope: which operation, with an input object whose shape depends on it. */
export const ProxyRequestSchema = z.object({
  operation: z.enum(PROXY_OPERATIONS, { error: "Choose process-document or policy-lookup." }),
  input: z.record(z.string(), z.unknown(), { error: "The input must be an object." }),
});
export type ProxyRequest = z.infer<typeof ProxyRequestSchema>;

/** The same request, spelled out per operation, for the API description. */
export const ProxyRequestDocSchema = z
  .discriminatedUnion("operation", [
    z.object({ operation: z.literal("policy-lookup"), input: PolicyLookupInputSchema }),
    z.object({ operation: z.literal("process-document"), input: ProcessDocumentInputSchema }),
  ])
  .meta({ id: "ProxyRequest" });

export const ProxyAcceptedSchema = z
  .object({
    id: z.string().meta({ example: "prx_3k2j4h5g6f7d8s9a0q1w" }),
    token: z.string(),
    operation: z.enum(PROXY_OPERATIONS),
    status: z.literal("queued"),
  })
  .meta({ id: "ProxyAccepted" });
export type ProxyAccepted = z.infer<typeof ProxyAcceptedSchema>;
