"use server";

import { findVerification, type StoredPolicies } from "@/lib/db/queries/verifications";
import type { Metadata } from "@/lib/schemas/common";
import { serviceClient, ServiceCallError } from "@/lib/service-client";
import { authorized } from "../authorized";
import type { ActionResult } from "../result";
import { hasRenewal, type PolicyAccess } from "./policy-access";

export interface ValidationPolicy {
  id: string;
  label: string;
  type: string;
  hasRenewal: boolean;
}

export interface ValidationContext {
  token: string;
  status: string;
  title: string;
  policies: ValidationPolicy[];
  /** The Ignition session's metadata: the second place an input is looked up, shown as a placeholder. */
  metadata: Metadata;
  metadataUnavailable: boolean;
  /** The loan's template, chosen when the verification started: the one to run again by default. */
  templateId: string | null;
}

/** What the validate page needs about a verification, without its access token. */
export async function getValidationContextAction(token: string): Promise<ActionResult<ValidationContext>> {
  return authorized("viewer", async () => {
    const row = await findVerification(token);
    if (!row) return { ok: false, message: "This verification does not exist.", errorCode: "not-found" };
    const items = ((row.policies as StoredPolicies | null)?.items ?? []) as PolicyAccess["policy"][];
    let metadata: Metadata = {};
    let metadataUnavailable = false;
    try {
      metadata = (await (await serviceClient()).getIgnition(token)).metadata;
    } catch (err) {
      // Placeholders are a convenience: the page still works with template defaults alone.
      if (!(err instanceof ServiceCallError)) throw err;
      metadataUnavailable = true;
    }
    const summary = row.summary as { insured?: string | null };
    return {
      ok: true,
      data: {
        token,
        status: row.status,
        title: summary.insured ?? row.borrowerRef,
        policies: items.map((p) => ({
          id: p.id,
          label: `${p.current.carrier.name} · ${p.current.policyNumber ?? p.id}`,
          type: p.current.type,
          hasRenewal: hasRenewal(p),
        })),
        metadata,
        metadataUnavailable,
        templateId: (row.loan as { templateId?: string } | null)?.templateId ?? null,
      },
    };
  });
}
