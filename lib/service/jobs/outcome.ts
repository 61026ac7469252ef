import type { DocumentRefSchema, PolicyDraft } from "@/lib/schemas/policy";
import type { z } from "zod";
import { DEFAULT_MESSAGE } from "@/lib/service/http/errors";

// How a proxy operation ends, and the seed's wording for each way it can fail (sections 7.1 and 7.4).

export const OPERATION_ERROR_MESSAGES = {
  // policy-lookup (7.4)
  "user-input-invalid":
    "Your lookup is invalid or the policy cannot be found. Verify you have the correct details and try again.",
  "lienholder-required":
    "Sorry, we are unable to access this policy because there is no lienholder present or the lienholder provided is not listed on this policy. Please try again with another verification method.",
  "policy-not-active": "Policy is not active.",
  "policy-active-unknown":
    "Sorry, we didn't find any compatible policies. Please try again using another verification method.",
  // process-document (7.1, codes from the contract)
  "document-empty": "Document data is empty.",
  "document-download-failed": "Failed to download the file from the specified url.",
  "document-invalid":
    "Please make sure to upload an image or pdf document with your policy information clearly legible.",
  default: DEFAULT_MESSAGE,
} as const;

export type OperationErrorCode = keyof typeof OPERATION_ERROR_MESSAGES;

export type DocumentRef = z.infer<typeof DocumentRefSchema>;

export type OperationOutcome =
  /** The policy was read: it becomes an account and a policy, and the session completes with an authCode. */
  | { kind: "found"; draft: PolicyDraft; documents?: DocumentRef[] }
  /** A final failure: the session errors with this code and the seed's message. */
  | { kind: "failed"; errorCode: OperationErrorCode; detail: string }
  /** A passing failure (outage, timeout): the queue tries again, and after the last try it ends as `default`. */
  | { kind: "retry"; detail: string };

export type FailedOutcome = Extract<OperationOutcome, { kind: "failed" }>;
export type FinalOutcome = Exclude<OperationOutcome, { kind: "retry" }>;

export const failed = (errorCode: OperationErrorCode, detail: string): FailedOutcome => ({
  kind: "failed",
  errorCode,
  detail,
});
