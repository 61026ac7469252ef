// The sandbox portal's borrower (member) accounts: what a borrower types on the hosted Ignition page to see
// each path. Documented in the README; the hosted page shows them as a hint in sandbox mode.

export const SANDBOX_MEMBER_PASSWORD = "pass_good";
export const SANDBOX_MFA_CODE = "123456";

export interface SandboxMemberLogin {
  username: string;
  /** What signing in with the right password does. */
  outcome: "policy" | "mfa" | "locked";
  /** The fixture policy the account holds (fixtures.ts); null for an account that never gets that far. */
  policyNumber: string | null;
  /** One line for the hint on the page and the README. */
  note: string;
}

export const SANDBOX_MEMBER_LOGINS: readonly SandboxMemberLogin[] = [
  { username: "user_auto", outcome: "policy", policyNumber: "SBX-AUTO-1001", note: "auto policy, lender listed" },
  {
    username: "user_home",
    outcome: "policy",
    policyNumber: "SBX-HOME-1001",
    note: "home policy with a renewal term, mortgagee listed",
  },
  {
    username: "user_mfa",
    outcome: "mfa",
    policyNumber: "SBX-AUTO-1002",
    note: `asks for a code: ${SANDBOX_MFA_CODE}`,
  },
  {
    username: "user_nolender",
    outcome: "policy",
    policyNumber: "SBX-AUTO-2001",
    note: "auto policy, no lender listed",
  },
  { username: "user_locked", outcome: "locked", policyNumber: null, note: "account locked at the carrier" },
];

export function findMemberLogin(username: string): SandboxMemberLogin | null {
  const key = username.trim().toLowerCase();
  return SANDBOX_MEMBER_LOGINS.find((l) => l.username === key) ?? null;
}
