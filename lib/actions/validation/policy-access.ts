import "server-only";
import { findVerification, type StoredPolicies } from "@/lib/db/queries/verifications";
import type { Policy } from "@/lib/schemas/policy";
import type { ActionResult } from "../result";

export interface PolicyAccess {
  accessToken: string;
  policy: { id: string; current: Policy; renewal: Policy | null };
}

/**
 * The stored access token of a completed verification, for one of its own policies. The token
 * stays on the server: actions use it for the service call and return only the answer.
 */
export async function policyAccess(token: string, policyId: string): Promise<ActionResult<PolicyAccess>> {
  const row = await findVerification(token);
  if (!row) return { ok: false, message: "This verification does not exist.", errorCode: "not-found" };
  if (row.status !== "completed" || !row.accessToken)
    return {
      ok: false,
      message: "This verification has not completed, so there is no policy to validate yet.",
      errorCode: "not-completed",
    };
  const items = ((row.policies as StoredPolicies | null)?.items ?? []) as PolicyAccess["policy"][];
  const policy = items.find((p) => p.id === policyId);
  if (!policy) return { ok: false, message: "This policy is not part of the verification.", errorCode: "not-found" };
  return { ok: true, data: { accessToken: row.accessToken, policy } };
}

/** A renewal exists when the service said so or when one was read at completion. */
export const hasRenewal = (p: PolicyAccess["policy"]): boolean => p.renewal !== null || p.current.hasRenewal;
