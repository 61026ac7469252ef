import "server-only";
import {
  addTimeline,
  findVerification,
  listTimeline,
  setVerdict,
  type StoredPolicies,
} from "@/lib/db/queries/verifications";
import type { Policy } from "@/lib/schemas/policy";
import type { LoanFacts } from "@/lib/schemas/verify-loan";
import { serviceClient } from "@/lib/service-client";
import { loanMetadata } from "./loan-metadata";
import { checkDocumentType, typesTriedBefore, type TypeCheck } from "./type-check";
import { computeVerdict, type PolicyVerdict, type Verdict, type VerdictDetail } from "./verdict";

const WORST: Verdict[] = ["fail", "review", "pass"];

/**
 * Validates a completed verification with its loan's template, the moment it completes, and stores
 * the verdict. Never throws: a failed validation is recorded on the session (staff can still run one
 * by hand) and must not make the webhook fail and be redelivered. Answers the session's verdict as it
 * stands afterwards, so a caller need not read the row again.
 */
export async function autoValidate(
  token: string,
  today = new Date().toISOString().slice(0, 10),
): Promise<Verdict | null> {
  const row = await findVerification(token);
  const loan = row?.loan as LoanFacts | null | undefined;
  if (!row || !loan || row.status !== "completed" || !row.accessToken) return (row?.verdict as Verdict | null) ?? null;
  const items = ((row.policies as StoredPolicies | null)?.items ?? []) as { id: string; current: Policy }[];
  const base = { templateId: loan.templateId, templateName: loan.templateName, term: "current" as const };
  let typeCheck: TypeCheck | null = null;
  if (row.method === "document" && items[0]) {
    const reruns = (await listTimeline(token)).filter((e) => e.kind === "rerun");
    const tried = typesTriedBefore(reruns.map((e) => ({ detail: e.detail as Record<string, unknown> })));
    typeCheck = checkDocumentType(items[0].current, loan.policyType, tried);
  }
  try {
    const client = await serviceClient();
    const [template, session] = await Promise.all([client.getTemplate(loan.templateId), client.getIgnition(token)]);
    // The session's metadata was written for the template chosen at the start; a re-run under another
    // type may use another template, so what that one needs and the metadata lacks goes in the body.
    const wanted = loanMetadata(template, { ...loan, checkDate: today });
    const body = Object.fromEntries(Object.entries(wanted).filter(([key]) => session.metadata[key] === undefined));
    const policies: PolicyVerdict[] = [];
    for (const item of items) {
      const result = await client.validatePolicy(item.id, loan.templateId, row.accessToken, "current", body);
      policies.push({
        policyId: item.id,
        label: `${item.current.carrier.name} · ${item.current.policyNumber ?? item.id}`,
        counts: result.summary.counts,
        ...computeVerdict(result, item.current, today),
      });
    }
    let verdict: Verdict | null = policies.length ? WORST.find((v) => policies.some((p) => p.verdict === v))! : null;
    // Read as the wrong type, the rules judge a policy that is not there: a person decides first.
    if (typeCheck && verdict !== null) verdict = "review";
    const detail: VerdictDetail = { ...base, verdict, at: new Date().toISOString(), policies, typeCheck };
    await setVerdict(token, verdict, detail);
    await addTimeline(token, "validated", { verdict, template: loan.templateName });
    return verdict;
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    const detail: VerdictDetail = {
      ...base,
      verdict: null,
      at: new Date().toISOString(),
      policies: [],
      typeCheck,
      error: message,
    };
    await setVerdict(token, null, detail).catch(() => undefined);
    await addTimeline(token, "validation-failed", { template: loan.templateName, message }).catch(() => undefined);
    return null;
  }
}
