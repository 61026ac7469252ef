// What the audit log calls a session: the borrower and the policy, which an auditor recognises,
// rather than its ign_ token. Client-safe.

export interface SessionFacts {
  borrowerRef: string;
  summary: unknown;
  loan: unknown;
}

export function sessionLabel(s: SessionFacts): string {
  const summary = (s.summary ?? {}) as { insured?: string | null; policyNumber?: string | null };
  const borrower = (s.loan as { borrower?: { firstName?: string; lastName?: string; name?: string } } | null)?.borrower;
  const name =
    (borrower && ("name" in borrower ? borrower.name : [borrower.firstName, borrower.lastName].join(" ").trim())) ||
    summary.insured ||
    s.borrowerRef;
  return summary.policyNumber ? `${name} · policy ${summary.policyNumber}` : name;
}
