import type { PolicyType } from "@/lib/schemas/policy";
import { ServiceError, type FieldProblem } from "@/lib/service/http/errors";

// The seed's exact wording (sections 7.1–7.4 and the contract's proxy rules), byte for byte.

export const PROXY_MESSAGES = {
  invalidOperation: "Invalid operation. Supported operations are process-document and policy-lookup.",
  invalidInput: (operation: string) =>
    `Invalid input for operation ${operation}. Required fields are missing or invalid.`,
  invalidAddress:
    "Sorry, the provided address is invalid or we are unable to process this address. Please update and try again.",
  carrierNotFound: "Carrier not found. Please verify the carrier and try again.",
  lookupNotSupported: "This carrier does not support policy lookup.",
  lookupNotSupportedForType: (policyType: PolicyType) =>
    `This carrier does not support policy lookup for type ${policyType}.`,
  ignitionProcessing:
    "A request for this Ignition session is already in progress. Please retry once the current operation has completed.",
  noCredentials:
    "No active lienholder portal credentials were found for the provided carrier. Please contact the service operator to set up credentials.",
} as const;

/** Errors a proxy request answers with at once (seed 7.2), in the envelope. */
export const proxyErrors = {
  invalidOperation: () =>
    new ServiceError(400, "user-input-invalid", PROXY_MESSAGES.invalidOperation, [
      { path: "operation", message: "Choose process-document or policy-lookup." },
    ]),
  invalidInput: (operation: string, details: FieldProblem[]) =>
    new ServiceError(400, "user-input-invalid", PROXY_MESSAGES.invalidInput(operation), details),
  invalidAddress: (details: FieldProblem[]) =>
    new ServiceError(400, "user-input-invalid", PROXY_MESSAGES.invalidAddress, details),
  carrierNotFound: (field: "carrier" | "naicCode") =>
    new ServiceError(400, "carrier-not-found", PROXY_MESSAGES.carrierNotFound, [
      { path: `input.${field}`, message: "No supported carrier has this id or NAIC code." },
    ]),
  notSupported: (field: "carrier" | "naicCode") =>
    new ServiceError(400, "policy-lookup-not-supported", PROXY_MESSAGES.lookupNotSupported, [
      { path: `input.${field}`, message: "This carrier does not offer policy lookup." },
    ]),
  notSupportedForType: (policyType: PolicyType) =>
    new ServiceError(400, "policy-lookup-not-supported", PROXY_MESSAGES.lookupNotSupportedForType(policyType), [
      { path: "input.policyType", message: `This carrier cannot look up ${policyType} policies.` },
    ]),
  noCredentials: (field: "carrier" | "naicCode") =>
    new ServiceError(400, "no-credentials", PROXY_MESSAGES.noCredentials, [
      { path: `input.${field}`, message: "No lienholder portal credentials are set up for this carrier." },
    ]),
  ignitionProcessing: () => new ServiceError(400, "ignition-processing", PROXY_MESSAGES.ignitionProcessing),
};
