import type { Address, PolicyDraft, PolicyType } from "@/lib/schemas/policy";

export interface LookupQuery {
  policyType: PolicyType;
  policyNumber: string;
  vin?: string | null;
  insuredName: { firstName: string | null; lastName: string; full: string };
  /** Auto: the policyholder's mailing address; home and condo: the property address. */
  address: Address;
}

export interface PortalCredentials {
  username: string;
  password: string;
}

export type LookupErrorCode = "user-input-invalid" | "policy-not-active" | "policy-active-unknown" | "default";

export type LookupOutcome =
  | { kind: "found"; policy: PolicyDraft }
  | {
      kind: "failed";
      errorCode: LookupErrorCode;
      /** True when the same lookup may succeed later (outage, timeout); false when it never will as asked. */
      retryable: boolean;
      /** For logs only: never shown to clients. */
      detail: string;
    };

export interface CarrierConnector {
  readonly id: string;
  /** Never throws: every failure, including an aborted `signal`, comes back as a `failed` outcome. */
  lookup(query: LookupQuery, credentials: PortalCredentials, opts: { signal?: AbortSignal }): Promise<LookupOutcome>;
}
