import { randomUUID } from "node:crypto";
import type { StaffUser } from "@/lib/db/queries/users";
import { insertVerification, setVerdict, setVerificationStatus } from "@/lib/db/queries/verifications";
import { CONSENT_WORDING } from "@/lib/schemas/consent";

/** A session as a completed lookup leaves it (or still processing), with the verdict given; no service behind it. */
export async function addSession(
  by: StaffUser,
  opts: { status?: "completed" | "processing"; verdict?: "pass" | "fail" | "review" | null } = {},
): Promise<string> {
  const token = `ign_${randomUUID().replace(/-/g, "").slice(0, 16)}`;
  await insertVerification({
    token,
    method: "lookup",
    borrowerRef: `loan-${token.slice(4, 10)}`,
    summary: { carrierName: "State Farm", carrierId: null, policyType: "auto", policyNumber: "SBX-1", insured: "J R" },
    consent: {
      wording: CONSENT_WORDING,
      by: { id: by.id, name: by.name, email: by.email },
      at: new Date().toISOString(),
    },
    createdBy: by.id,
  });
  const status = opts.status ?? "completed";
  await setVerificationStatus(token, status);
  if (status === "completed" && opts.verdict !== null) await setVerdict(token, opts.verdict ?? "review", null);
  return token;
}

/** YYYY-MM-DD, `days` from today (UTC). */
export const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
