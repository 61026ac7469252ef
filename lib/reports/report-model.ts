import { plainDetail } from "@/components/validation/plain-detail";
import { comparisonText, ruleTitle } from "@/components/validation/rule-names";
import type { VerificationDetail } from "@/lib/actions/verification-views";
import { auditActionLabel } from "@/lib/audit/actions";
import type { Policy } from "@/lib/schemas/policy";
import type { Correction } from "@/lib/schemas/policy-corrections";
import type { RuleStatus, ValidationRun } from "@/lib/schemas/validation";
import { auditDetailParts } from "@/lib/audit/detail-text";
import { personText, timelineActor } from "@/lib/audit/people";
import { correctionLines } from "@/lib/corrections/entry-lines";
import { namedCorrections } from "@/lib/corrections/named-changes";
import { TIMELINE_LABELS } from "@/lib/verifications/timeline-labels";
import { VERDICT_WORDS } from "@/lib/verifications/verdict";
import { reviewSection, type ReportReview } from "./review-section";

// The verification report for the loan file, as plain data: what the PDF prints, in the order it
// prints it. Kept apart from the drawing so the content can be tested without reading a PDF.

export type Tone = "pass" | "fail" | "review" | "neutral";

export interface ReportRule {
  title: string;
  status: RuleStatus;
  message: string;
  items: { label: string; comparison: string; status: RuleStatus; note?: string }[];
}

export interface ReportPolicy {
  heading: string;
  facts: [string, string][];
  /** The run the rules come from, or why there are none. */
  run: string;
  rules: ReportRule[];
  /** Each value a person changed on this policy, oldest first, with what it was and what it became. */
  corrections: ReportCorrection[];
}

export interface ReportCorrection {
  at: string;
  by: string;
  field: string;
  before: string;
  after: string;
  /** The reviewer's reason; a change that followed from another (isActive after new dates) says so. */
  note: string | null;
}

export interface ReportModel {
  title: string;
  subtitle: string;
  verdict: { word: string; tone: Tone; headline: string; reasons: string[] };
  review: ReportReview;
  session: [string, string][];
  loan: [string, string][];
  document: [string, string][];
  consent: [string, string][];
  policies: ReportPolicy[];
  activity: { at: string; who: string; what: string }[];
  footer: string;
}

export interface ReportInput {
  detail: VerificationDetail;
  /** Newest first per policy, as the service lists them. */
  runs: Record<string, ValidationRun[]>;
  /** The service's corrections per policy, newest first; absent when none were read. */
  corrections?: Record<string, Correction[]>;
  /** Each policy as first read (the service's `original`), to name the fields its corrections changed. */
  originals?: Record<string, Policy>;
  /** sha-256 of the uploaded bytes when the dashboard holds them. */
  documentSha256: string | null;
  documentSize: number | null;
  audit: { at: Date; actorName: string; actorEmail: string; action: string; detail: unknown }[];
  /** Staff, to credit each person by name and role. */
  staff?: { name: string; email: string; role: string }[];
  lenderName: string | null;
  generatedBy: { name: string; email: string };
  generatedAt: Date;
}

const HEADLINE: Record<string, string> = {
  pass: "The policy meets the loan's requirements.",
  fail: "The policy does not meet the loan's requirements.",
  review: "A person needs to look before this policy is accepted.",
};
const STANDING: Record<string, string> = {
  active: "In force",
  "not-yet-in-force": "Not yet in force",
  expired: "Expired",
  inactive: "Not active",
  unknown: "Not confirmed",
};

/** Timeline entries a person makes; one written before it named them is not credited to Covercheck. */
const PERSON_KINDS = new Set(["rerun", "corrected", "assigned", "decided", "noted", "request-cancelled"]);

/** ISO timestamps as UTC, spelled out: a report is read later, elsewhere, by someone else. */
export const utc = (iso: string | Date) => new Date(iso).toISOString().replace("T", " ").slice(0, 16) + " UTC";

const money = (n: number | null | undefined) =>
  n === null || n === undefined ? "—" : `$${Math.round(n).toLocaleString("en-US")}`;

function borrower(d: VerificationDetail): string {
  const b = d.loan?.borrower;
  if (!b) return d.summary.insured ?? "—";
  return "name" in b ? b.name : `${b.firstName} ${b.lastName}`;
}

function policyFacts(p: Policy): [string, string][] {
  const insureds = p.insureds.map((i) => [i.firstName, i.lastName].filter(Boolean).join(" ")).filter(Boolean);
  const parties = p.thirdParties.map((t) => `${t.name} (${t.type}${t.loanNumber ? `, loan ${t.loanNumber}` : ""})`);
  const things = p.properties.map((x) =>
    x.type === "vehicle"
      ? [x.data.year, x.data.make, x.data.model, x.data.vin ? `VIN ${x.data.vin}` : null].filter(Boolean).join(" ")
      : x.data.address
        ? [x.data.address.addressLine1, x.data.address.city, x.data.address.state, x.data.address.postalCode]
            .filter(Boolean)
            .join(", ")
        : "address not read",
  );
  return [
    ["Carrier", `${p.carrier.name}${p.carrier.naicCode ? ` (NAIC ${p.carrier.naicCode})` : ""}`],
    ["Policy number", p.policyNumber ?? "—"],
    ["Type", p.type],
    ["Term", `${p.effectiveDate?.slice(0, 10) ?? "?"} to ${p.expirationDate?.slice(0, 10) ?? "?"}`],
    ["Carrier says active", p.isActive === null ? "not stated" : p.isActive ? "yes" : "no"],
    ["Insured", insureds.join("; ") || "—"],
    ["Lienholders and interests", parties.join("; ") || "none listed"],
    [p.type === "auto" ? "Vehicles" : "Property", things.join("; ") || "—"],
    [
      "Coverages",
      p.coverages
        .map((c) =>
          [
            c.code,
            c.limitPerPerson !== null ? `${money(c.limitPerPerson)}/person` : null,
            c.limitPerAccident !== null ? `${money(c.limitPerAccident)}/accident` : null,
            c.deductible !== null ? `ded. ${money(c.deductible)}` : null,
          ]
            .filter(Boolean)
            .join(" "),
        )
        .join("; ") || "—",
    ],
  ];
}

/** The stored run the verdict came from: the loan's template on the current term, newest first. */
function chooseRun(runs: ValidationRun[], templateId: string | undefined): ValidationRun | null {
  return (
    runs.find((r) => r.templateId === templateId && r.term === "current") ??
    runs.find((r) => r.term === "current") ??
    runs[0] ??
    null
  );
}

function rulesOf(run: ValidationRun): ReportRule[] {
  return Object.entries(run.result.rules).map(([key, rule]) => {
    const plain = plainDetail(key, rule.message.title, rule.message.detail);
    return {
      title: ruleTitle(key),
      status: rule.status,
      message: `${plain.title}. ${plain.detail}`,
      items: rule.breakdown.items.map((i) => ({
        label: i.label,
        comparison: comparisonText(key, i.expected, i.actual),
        status: i.status,
        note: i.note,
      })),
    };
  });
}

/**
 * Every change of every correction, oldest first, each field in words with its value before and
 * after: the loan file shows what was read and what a person made of it, and who that was.
 */
function correctionsOf(
  list: Correction[],
  original: Policy | null,
  who: (email: string) => string,
): ReportCorrection[] {
  const named = namedCorrections(original, list);
  return [...list]
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
    .flatMap((c) =>
      (named.get(c.id) ?? []).map((ch) => ({
        at: utc(c.createdAt),
        by: who(c.correctedBy),
        field: ch.field + (c.term === "renewal" ? " (renewal term)" : ""),
        before: ch.before,
        after: ch.after,
        note: ch.derived ? "followed from the change above" : c.reason,
      })),
    );
}

function describeActivity(action: string, detail: unknown): string {
  const extra = auditDetailParts(action, detail).join(", ");
  return extra ? `${auditActionLabel(action)} (${extra})` : auditActionLabel(action);
}

export function buildReportModel(input: ReportInput): ReportModel {
  const { detail: d } = input;
  const vd = d.verdictDetail;
  const tone: Tone = d.verdict === "pass" || d.verdict === "fail" || d.verdict === "review" ? d.verdict : "neutral";
  const reasons = (vd?.policies ?? []).flatMap((p) =>
    p.reasons.map((r) => {
      const plain = r.ruleKey === "policy" ? r : plainDetail(r.ruleKey, r.title, r.detail);
      return `${r.ruleKey === "policy" ? "Policy" : ruleTitle(r.ruleKey)}: ${plain.title}. ${plain.detail}`;
    }),
  );
  const doc = d.document;
  const serviceDocs = d.policies.flatMap((p) => p.current.documents);

  // Corrections are recorded under the email; the staff list (or the audit log) knows the name
  // and the role that go with it.
  const names = new Map<string, { name: string; role: string | null }>(
    input.audit.map((a) => [a.actorEmail.toLowerCase(), { name: a.actorName, role: null }]),
  );
  for (const m of input.staff ?? []) names.set(m.email.toLowerCase(), { name: m.name, role: m.role });
  const staffByEmail = (email: string) => {
    const known = names.get(email.toLowerCase());
    return known ? personText({ ...known, email }) : email;
  };
  const roleOf = (name: string) => input.staff?.find((m) => m.name === name)?.role ?? null;
  const policies: ReportPolicy[] = d.policies.map((p, i) => {
    const pv = vd?.policies.find((x) => x.policyId === p.id);
    const run = chooseRun(input.runs[p.id] ?? [], d.loan?.templateId ?? vd?.templateId);
    return {
      heading: `Policy ${i + 1}: ${p.current.carrier.name} · ${p.current.policyNumber ?? p.id}`,
      facts: [
        ...policyFacts(p.current),
        ["Standing on the check date", pv ? STANDING[pv.standing.state] : "—"],
        ["Renewal term", p.renewal ? "received" : p.current.hasRenewal ? "announced" : "none"],
      ],
      run: run
        ? `${run.templateName ?? run.templateId}, ${run.term} term, run ${utc(run.createdAt)} (${run.id})`
        : "No validation has been run on this policy.",
      rules: run ? rulesOf(run) : [],
      corrections: correctionsOf(input.corrections?.[p.id] ?? [], input.originals?.[p.id] ?? null, staffByEmail),
    };
  });

  const activity = [
    ...d.timeline.map((e) => ({
      at: e.at,
      // What a person did is theirs, by name and role; only what the service or the dashboard did
      // by itself is Covercheck's.
      who:
        timelineActor(
          typeof e.detail.by === "string" && !e.detail.byRole ? { ...e.detail, byRole: roleOf(e.detail.by) } : e.detail,
          true,
        ) ??
        (e.kind === "created" || e.kind === "uploaded"
          ? personText({ ...d.consent.by, role: roleOf(d.consent.by.name) })
          : PERSON_KINDS.has(e.kind)
            ? "a staff member"
            : "Covercheck"),
      what:
        e.kind === "corrected"
          ? [TIMELINE_LABELS[e.kind], ...correctionLines(e.detail)].join(" · ")
          : (TIMELINE_LABELS[e.kind] ?? e.kind),
    })),
    ...input.audit.map((a) => ({
      at: a.at.toISOString(),
      who: personText({
        name: a.actorName,
        role: input.staff?.find((m) => m.email.toLowerCase() === a.actorEmail.toLowerCase())?.role,
        email: a.actorEmail,
      }),
      what: describeActivity(a.action, a.detail),
    })),
  ].sort((a, b) => a.at.localeCompare(b.at));

  return {
    title: "Insurance verification report",
    subtitle: `${input.lenderName ?? "Covercheck"} · generated ${utc(input.generatedAt)} by ${input.generatedBy.name} <${input.generatedBy.email}>`,
    verdict: {
      word: d.verdict ? VERDICT_WORDS[d.verdict] : d.status === "completed" ? "No verdict" : `No verdict (${d.status})`,
      tone,
      headline: d.verdict
        ? `${HEADLINE[d.verdict]} Checked against ${vd?.templateName ?? "the loan's template"} on ${utc(vd?.at ?? d.updatedAt)}.`
        : vd?.error
          ? `The policy could not be checked: ${vd.error}`
          : d.status === "errored"
            ? `The verification ended in an error: ${d.errorMessage ?? d.errorCode ?? "unknown"}.`
            : "The policy has not been checked against a template.",
      reasons,
    },
    review: reviewSection(d, utc),
    session: [
      ["Session", d.token],
      ["Method", d.method === "lookup" ? "Policy lookup at the carrier" : "Declarations page read by the service"],
      ["Status", d.status + (d.errorCode ? ` (${d.errorCode})` : "")],
      ["Borrower reference", d.borrowerRef],
      ["Started", utc(d.createdAt)],
      ["Last activity", utc(d.updatedAt)],
    ],
    loan: d.loan
      ? [
          ["Borrower", borrower(d)],
          [d.loan.policyType === "auto" ? "VIN" : "Property", d.loan.vin ?? d.loan.propertyAddress ?? "—"],
          ["Loan number", d.loan.loanNumber ?? "—"],
          ["Loan amount", money(d.loan.loanAmount)],
          ["Lender on policies", d.loan.lenderName ?? "—"],
          ["Requirement template", d.loan.templateName],
        ]
      : [["Loan", "No loan details were given."]],
    document: doc
      ? [
          ["File", doc.name],
          [
            "Type",
            doc.contentType +
              (input.documentSize !== null ? `, ${input.documentSize.toLocaleString("en-US")} bytes` : ""),
          ],
          ["SHA-256 of the uploaded bytes", input.documentSha256 ?? "the file is no longer stored"],
          ...serviceDocs.map((s): [string, string] => ["Service document id", s.id]),
        ]
      : serviceDocs.length
        ? serviceDocs.map((s): [string, string] => ["Service document id", `${s.id} (${s.name})`])
        : [["Document", d.method === "lookup" ? "None: the policy was read from the carrier's portal." : "—"]],
    consent: [
      ["Attested by", `${d.consent.by.name} <${d.consent.by.email}>`],
      ["At", utc(d.consent.at)],
      ["Wording", d.consent.wording],
    ],
    policies,
    activity,
    footer: `Covercheck verification ${d.token}`,
  };
}
