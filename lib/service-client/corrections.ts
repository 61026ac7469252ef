import "server-only";
import { z } from "zod";
import {
  FieldLocationsSchema,
  LearnedHintSchema,
  PolicyCorrectionsSchema,
  type CreateCorrection,
} from "@/lib/schemas/policy-corrections";
import type { ServiceClientConfig } from "./config";
import { callService } from "./http";

const correctionsPath = (policyId: string) => `/policies/${encodeURIComponent(policyId)}/corrections`;

/** A reviewer's corrections to a policy and their history; spread into createServiceClient. */
export function correctionMethods(config: ServiceClientConfig) {
  return {
    /** Applies the changes (all or none); answers the corrected policy, the version read and every correction. */
    correctPolicy: (
      policyId: string,
      accessToken: string,
      body: CreateCorrection,
      term: "current" | "renewal" = "current",
    ) =>
      callService(config, correctionsPath(policyId), PolicyCorrectionsSchema, { accessToken, body, query: { term } }),
    listCorrections: (policyId: string, accessToken: string, term: "current" | "renewal" = "current") =>
      callService(config, correctionsPath(policyId), PolicyCorrectionsSchema, { accessToken, query: { term } }),
    /** Where each field's value is printed on the policy's document, to mark the place beside the value. */
    getFieldLocations: (policyId: string, accessToken: string, term: "current" | "renewal" = "current") =>
      callService(config, `/policies/${encodeURIComponent(policyId)}/locations`, FieldLocationsSchema, {
        accessToken,
        query: { term },
      }),
    /** What corrections taught the reader for this client, most recently taught first. */
    listLearnedHints: () => callService(config, "/learned-hints", z.array(LearnedHintSchema)),
    /** Forgets one hint; answers it as it was, for the audit log. */
    deleteLearnedHint: (id: string) =>
      callService(
        config,
        `/learned-hints/${encodeURIComponent(id)}`,
        z.object({ id: z.string(), deleted: z.literal(true), hint: LearnedHintSchema }),
        { method: "DELETE" },
      ),
  };
}
