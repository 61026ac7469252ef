"use client";

import Link from "next/link";
import { formatDateTime } from "@/components/sessions/format";
import { plainDetail } from "@/components/validation/plain-detail";
import { ruleTitle } from "@/components/validation/rule-names";
import type { VerificationDetail } from "@/lib/actions/verification-views";
import type { PolicyVerdict } from "@/lib/verifications/verdict";
import { StandingBadge, VerdictBadge } from "./verdict-badge";

const HEADLINE: Record<string, string> = {
  pass: "The policy meets the loan's requirements.",
  fail: "The policy does not meet the loan's requirements.",
  review: "A person needs to look before this policy is accepted.",
};

const TONE: Record<string, string> = {
  pass: "border-green-200 bg-green-50",
  fail: "border-red-200 bg-red-50",
  review: "border-amber-200 bg-amber-50",
};

function Reasons({ policy }: { policy: PolicyVerdict }) {
  if (policy.reasons.length === 0) return null;
  return (
    <ul aria-label="Reasons" className="mt-2 space-y-1 text-sm">
      {policy.reasons.map((r, i) => {
        const plain = r.ruleKey === "policy" ? r : plainDetail(r.ruleKey, r.title, r.detail);
        return (
          <li key={`${r.ruleKey}-${i}`}>
            <span className="font-medium">{r.ruleKey === "policy" ? "Policy" : ruleTitle(r.ruleKey)}:</span>{" "}
            {plain.title}. <span className="text-slate-700">{plain.detail}</span>
          </li>
        );
      })}
    </ul>
  );
}

/** The loan file's answer at the top of the session page: verdict, why, and against which template. */
export function VerdictPanel({ v }: { v: VerificationDetail }) {
  const d = v.verdictDetail;
  if (!v.loan || v.status !== "completed") return null;
  if (!d)
    return (
      <section aria-label="Verdict" className="rounded-lg border border-slate-200 bg-white p-4" role="status">
        <p className="text-sm text-slate-600">Checking the policy against {v.loan.templateName}…</p>
      </section>
    );
  const validate = `/sessions/${v.token}/validate`;
  if (!d.verdict)
    return (
      <section aria-label="Verdict" className="rounded-lg border border-amber-200 bg-amber-50 p-4">
        <p className="text-sm font-medium">The policy could not be checked against {d.templateName}.</p>
        <p className="text-sm text-slate-700">
          {d.error ?? "The session completed without a policy."}{" "}
          <Link href={validate} className="font-medium text-brand-700 hover:underline">
            Validate by hand
          </Link>
        </p>
      </section>
    );
  return (
    <section
      aria-label="Verdict"
      data-testid="session-verdict"
      className={`rounded-lg border p-4 ${TONE[d.verdict] ?? "border-slate-200 bg-white"}`}
    >
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="text-lg font-semibold">Verdict</h2>
        <VerdictBadge verdict={d.verdict} />
        {d.policies.map((p) => (
          <StandingBadge key={p.policyId} standing={p.standing} />
        ))}
        <span className="text-sm text-slate-600">
          {d.templateName} · current term · {formatDateTime(d.at)}
        </span>
        <Link href={validate} className="ml-auto text-sm font-medium text-brand-700 hover:underline">
          Every rule in detail
        </Link>
      </div>
      <p className="mt-1 text-sm">{HEADLINE[d.verdict]}</p>
      {d.policies.map((p) => (
        <div key={p.policyId}>
          {d.policies.length > 1 ? <p className="mt-2 text-sm font-medium">{p.label}</p> : null}
          <Reasons policy={p} />
        </div>
      ))}
    </section>
  );
}

/** What the loan said, so staff can see what the policy was checked against. */
export function LoanSummary({ v }: { v: VerificationDetail }) {
  const loan = v.loan;
  if (!loan) return null;
  const borrower =
    "name" in loan.borrower ? loan.borrower.name : `${loan.borrower.firstName} ${loan.borrower.lastName}`;
  const rows: [string, string | null][] = [
    ["Borrower", borrower],
    ["VIN", loan.vin],
    ["Property", loan.propertyAddress],
    ["Loan number", loan.loanNumber],
    ["Loan amount", loan.loanAmount === null ? null : `$${loan.loanAmount.toLocaleString("en-US")}`],
    [loan.policyType === "auto" ? "Lienholder" : "Mortgagee", loan.lenderName],
    ["Template", loan.templateName],
  ];
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
      {rows
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-500">{label}</dt>
            <dd className={label === "VIN" ? "font-mono" : undefined}>{value}</dd>
          </div>
        ))}
    </dl>
  );
}
