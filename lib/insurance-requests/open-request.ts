import "server-only";
import { insertInsuranceRequest } from "@/lib/db/queries/insurance-requests";
import type { StaffUser } from "@/lib/db/queries/users";
import { insertVerification } from "@/lib/db/queries/verifications";
import { env } from "@/lib/env";
import type { InsuranceRequestInput } from "@/lib/schemas/insurance-request";
import { parseLoanAmount, type LoanFacts } from "@/lib/schemas/verify-loan";
import { ServiceCallError, type ServiceClient } from "@/lib/service-client";
import { readLenderName } from "@/lib/verifications/defaults";
import { loanMetadata } from "@/lib/verifications/loan-metadata";

/**
 * Stands in for consent until the borrower gives theirs on the hosted page: nothing is shared before they
 * do, and their own record (who, when, the wording they saw) replaces this one when the session completes.
 */
export const REQUEST_CONSENT_PENDING =
  "Asked of the borrower by mail: they give their own consent on the hosted page before anything is shared.";

export interface OpenedRequest {
  token: string;
  ignitionUri: string;
  expiresAt: Date;
  lenderName: string | null;
}

/** The loan as the request states it; null when the chosen template no longer exists. */
async function loanOf(client: ServiceClient, input: InsuranceRequestInput) {
  const template = await client.getTemplate(input.loan.templateId).catch((err) => {
    if (err instanceof ServiceCallError && err.status === 404) return null;
    throw err;
  });
  if (!template) return null;
  const auto = input.policyType === "auto";
  const facts: LoanFacts = {
    policyType: input.policyType,
    templateId: template.id,
    templateName: template.displayName,
    borrower: { firstName: input.borrower.firstName, lastName: input.borrower.lastName },
    vin: auto ? input.loan.vin?.toUpperCase() || null : null,
    propertyAddress: auto ? null : input.loan.propertyAddress || null,
    loanNumber: input.loan.loanNumber || null,
    loanAmount: parseLoanAmount(input.loan.loanAmount),
    lenderName: await readLenderName(),
    checkDate: new Date().toISOString().slice(0, 10),
  };
  return { facts, metadata: loanMetadata(template, facts) };
}

/**
 * Creates the borrower's Ignition session at the service and records the request beside a verification
 * like any other, so the webhook, verdict, report and audit treat it the same. The loan goes as session
 * metadata under the template's keys, exactly as for the lookup and document forms.
 */
export async function openRequest(
  client: ServiceClient,
  user: StaffUser,
  input: InsuranceRequestInput,
): Promise<OpenedRequest | "no-template"> {
  const loan = await loanOf(client, input);
  if (!loan) return "no-template";
  const { borrower } = input;
  const { ignitionToken: token, ignitionUri } = await client.createIgnition({
    webhookUri: `${env().APP_URL}/api/webhooks/ignition`,
    user: { id: input.borrowerRef, firstName: borrower.firstName, lastName: borrower.lastName, email: borrower.email },
    metadata: loan.metadata,
  });
  // The lifetime is the service's to decide (30 days by default); the mail quotes what it chose.
  const session = await client.getIgnition(token);
  const expiresAt = new Date(session.expiresAt ?? Date.now() + 30 * 24 * 3600_000);
  const borrowerName = `${borrower.firstName} ${borrower.lastName}`;
  await insertVerification({
    token,
    method: "request",
    borrowerRef: input.borrowerRef,
    createdBy: user.id,
    consent: {
      by: { id: user.id, name: user.name, email: user.email },
      at: new Date().toISOString(),
      wording: REQUEST_CONSENT_PENDING,
    },
    summary: {
      carrierId: null,
      carrierName: null,
      policyType: input.policyType,
      policyNumber: null,
      insured: borrowerName,
    },
    loan: loan.facts,
  });
  await insertInsuranceRequest({
    token,
    borrowerName,
    borrowerEmail: borrower.email,
    borrowerPhone: borrower.phone || null,
    ignitionUri,
    expiresAt,
  });
  return { token, ignitionUri, expiresAt, lenderName: loan.facts.lenderName };
}
