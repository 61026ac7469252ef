import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/lib/db/open";
import { policies } from "@/lib/db/schema";
import type { Policy, PolicyDraft, PolicyTerm } from "@/lib/schemas/policy";
import type { CreateCorrection, PolicyCorrections } from "@/lib/schemas/policy-corrections";
import type { ServiceDeps } from "@/lib/service/deps";
import { errors, ServiceError } from "@/lib/service/http/errors";
import { newId } from "@/lib/service/ids";
import type { DocumentRef } from "@/lib/service/jobs/outcome";
import { findPolicy, type PolicyRow } from "@/lib/service/policies/repo";
import { NO_RENEWAL_MESSAGE, toWirePolicy } from "@/lib/service/policies/wire";
import { applyChanges } from "./apply";
import { learnFromChanges } from "./learn";
import { insertCorrection, listCorrections } from "./repo";
import { toWireCorrection } from "./wire";

// A correction rewrites the stored policy, so GET /policies/{id} and validation read the corrected
// values; the version read from the document is kept beside it, once, from the first correction.

type Stored = Omit<PolicyDraft, "renewal">;
interface Original {
  current: Stored;
  renewal: PolicyTerm | null;
}

export interface PolicyAccess {
  clientId: string;
  /** The account the access token opens: another account's policy reads as absent. */
  accountId: string;
  policyId: string;
  term: "current" | "renewal";
}

async function lockPolicy(db: Db, access: PolicyAccess): Promise<PolicyRow> {
  const [row] = await db
    .select()
    .from(policies)
    .where(and(eq(policies.id, access.policyId), eq(policies.clientId, access.clientId)))
    .for("update");
  if (!row || row.accountId !== access.accountId) throw errors.notFound("policy");
  return row;
}

function termView(row: PolicyRow, term: PolicyAccess["term"]): Policy {
  const view = toWirePolicy(row, term);
  if (!view) throw new ServiceError(404, "not-found", NO_RENEWAL_MESSAGE);
  return view;
}

/** The corrected term back into the row's shape: shared fields on `current`, term values where they belong. */
function toStored(
  row: PolicyRow,
  p: Policy,
  term: PolicyAccess["term"],
): { current: Stored; renewal: PolicyTerm | null } {
  const { isActive, effectiveDate, expirationDate, premium, properties, coverages, insureds, thirdParties } = p;
  const values: PolicyTerm = {
    isActive,
    effectiveDate,
    expirationDate,
    premium,
    properties,
    coverages,
    insureds,
    thirdParties,
  };
  const shared = { type: p.type, carrier: p.carrier, policyNumber: p.policyNumber, address: p.address };
  const review = p.review ? { review: p.review } : {};
  if (term === "current")
    return { current: { ...shared, ...values, ...review }, renewal: row.renewal as PolicyTerm | null };
  return { current: { ...(row.current as Stored), ...shared, ...review }, renewal: values };
}

export async function recordCorrection(
  deps: ServiceDeps,
  access: PolicyAccess,
  body: CreateCorrection,
): Promise<PolicyCorrections> {
  await deps.database.db.transaction(async (tx) => {
    const row = await lockPolicy(tx, access);
    const now = deps.now();
    const applied = applyChanges(termView(row, access.term), body.changes, now.toISOString().slice(0, 10));
    const original = (row.original as Original | null) ?? {
      current: row.current as Stored,
      renewal: row.renewal as PolicyTerm | null,
    };
    const correctionId = newId("cor");
    const learned = await learnFromChanges(tx, deps.log, {
      clientId: access.clientId,
      documents: row.documents as DocumentRef[],
      original: original.current,
      correctedBy: body.correctedBy,
      corrected: applied.policy,
      changes: applied.changes,
      correctionId,
      now,
    });
    const stored = toStored(row, applied.policy, access.term);
    await tx
      .update(policies)
      .set({ current: stored.current, renewal: stored.renewal, original, modifiedAt: now })
      .where(eq(policies.id, row.id));
    await insertCorrection(tx, {
      id: correctionId,
      clientId: access.clientId,
      policyId: row.id,
      term: access.term,
      correctedBy: body.correctedBy,
      reason: body.reason || null,
      changes: applied.changes.map((c, i) => ({ ...c, learned: learned[i] })),
      createdAt: now,
    });
  });
  return readCorrections(deps, access);
}

/** The client's policy through one term, if the access token opens its account. */
export async function readPolicy(db: Db, access: PolicyAccess): Promise<{ row: PolicyRow; policy: Policy }> {
  const row = await findPolicy(db, access.clientId, access.policyId);
  if (!row || row.accountId !== access.accountId) throw errors.notFound("policy");
  return { row, policy: termView(row, access.term) };
}

export async function readCorrections(deps: ServiceDeps, access: PolicyAccess): Promise<PolicyCorrections> {
  const db = deps.database.db;
  const { row, policy } = await readPolicy(db, access);
  const original = row.original as Original | null;
  const originalView = original
    ? (toWirePolicy({ ...row, ...original, modifiedAt: row.createdAt }, access.term) ?? policy)
    : policy;
  const corrections = await listCorrections(db, access.clientId, row.id);
  return { policy, original: originalView, corrections: corrections.map(toWireCorrection) };
}
