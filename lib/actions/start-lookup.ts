"use server";

import { z } from "zod";
import { recordAudit } from "@/lib/audit/record";
import { hasRole } from "@/lib/auth/roles";
import { linkRetry, saveLookupRequest } from "@/lib/db/queries/retries";
import { findVerification } from "@/lib/db/queries/verifications";
import type { LookupAddressObject } from "@/lib/schemas/policy-lookup";
import { parseLoanAmount, type LoanFacts } from "@/lib/schemas/verify-loan";
import { metadataFromRows, VerifyByLookupSchema, type VerifyByLookupInput } from "@/lib/schemas/verify-lookup";
import { serviceClient, ServiceCallError, type ServiceClient } from "@/lib/service-client";
import { openVerification, proxyVerification } from "@/lib/verifications/begin";
import { markCarrierCredentials, readLenderName } from "@/lib/verifications/defaults";
import { errorAdvice, noLoginAdvice } from "@/lib/verifications/error-advice";
import { loanMetadata } from "@/lib/verifications/loan-metadata";
import { authorized } from "./authorized";
import { invalid, type ActionResult } from "./result";

const insuredLabel = (name: string | { firstName: string; lastName: string }) =>
  typeof name === "string" ? name : `${name.firstName} ${name.lastName}`;

const addressLine = (a: string | LookupAddressObject) =>
  typeof a === "string"
    ? a
    : [a.addressLine1, a.addressLine2, a.city, `${a.state} ${a.postalCode}`].filter((p) => p && p.trim()).join(", ");

/** Service field paths ("input.vin") mapped onto the form's ("lookup.vin"), with what to do next. */
function fieldErrorsFrom(err: ServiceCallError): Record<string, string> {
  // The banner says what to do, and the picker marks the carrier with where a login is added.
  if (err.errorCode === "no-credentials") return {};
  if (err.errorCode === "carrier-not-found" || err.errorCode === "policy-lookup-not-supported")
    return { "lookup.carrier": errorAdvice(err.errorCode) ?? err.message };
  if (err.message.startsWith("Sorry, the provided address")) return { "lookup.address": err.message };
  return Object.fromEntries(err.details.map((d) => [d.path.replace(/^input\./, "lookup."), d.message]));
}

/** The loan as the lookup states it: the insured is the borrower, the VIN or address the collateral. */
async function loanFacts(client: ServiceClient, input: VerifyByLookupInput) {
  const { lookup, loan } = input;
  const template = await client.getTemplate(loan.templateId).catch((err) => {
    if (err instanceof ServiceCallError && err.status === 404) return null;
    throw err;
  });
  if (!template) return null;
  const facts: LoanFacts = {
    policyType: lookup.policyType,
    templateId: template.id,
    templateName: template.displayName,
    borrower: typeof lookup.insuredName === "string" ? { name: lookup.insuredName } : lookup.insuredName,
    vin: lookup.policyType === "auto" ? (lookup.vin?.trim().toUpperCase() ?? null) : null,
    propertyAddress: lookup.policyType === "auto" ? null : addressLine(lookup.address),
    loanNumber: loan.loanNumber || null,
    loanAmount: parseLoanAmount(loan.loanAmount),
    lenderName: await readLenderName(),
    checkDate: new Date().toISOString().slice(0, 10),
  };
  return { facts, metadata: loanMetadata(template, facts) };
}

const RetryOfSchema = z.string().min(1).max(200).optional();

// Starts a verification by policy lookup: an Ignition session for the borrower, then the proxy.
// With `retryOf`, it is the corrected retry of an errored lookup, which is then marked as retried.
export async function startLookupAction(input: unknown, retryOf?: string): Promise<ActionResult<{ token: string }>> {
  return authorized("reviewer", async (user) => {
    const parsed = VerifyByLookupSchema.safeParse(input);
    if (!parsed.success) return invalid(parsed.error);
    const retried = RetryOfSchema.safeParse(retryOf);
    const old = retried.success && retried.data ? await findVerification(retried.data) : null;
    if (retryOf !== undefined && (!old || old.status !== "errored" || old.method !== "lookup"))
      return { ok: false, message: "Only an errored lookup can be retried.", errorCode: "not-retryable" };
    if (old?.retriedAs) return { ok: false, message: "This lookup was already retried.", errorCode: "already-retried" };
    const { lookup, borrowerRef, metadata } = parsed.data;
    const client = await serviceClient();
    const loan = await loanFacts(client, parsed.data);
    if (!loan)
      return {
        ok: false,
        message: "Please correct the highlighted fields.",
        fieldErrors: { "loan.templateId": "This template no longer exists; choose another." },
      };

    const carrier = lookup.carrier ? await client.getCarrier(lookup.carrier).catch(() => null) : null;
    const token = await openVerification(client, user, {
      method: "lookup",
      borrowerRef,
      // What staff typed as metadata wins over what the loan fills in: it was said on purpose.
      metadata: { ...loan.metadata, ...metadataFromRows(metadata) },
      loan: loan.facts,
      summary: {
        carrierId: carrier?.id ?? null,
        carrierName: carrier?.name ?? (lookup.naicCode ? `NAIC ${lookup.naicCode}` : null),
        policyType: lookup.policyType,
        policyNumber: lookup.policyNumber,
        insured: insuredLabel(lookup.insuredName),
      },
    });
    const refused = await proxyVerification(client, token, { operation: "policy-lookup", input: lookup });
    if (carrier && (!refused || refused.errorCode === "no-credentials"))
      await markCarrierCredentials(carrier.id, refused !== null);
    if (refused)
      return {
        ok: false,
        message:
          refused.errorCode === "no-credentials"
            ? noLoginAdvice(hasRole(user.role, "admin"))
            : refused.message.startsWith("Sorry, the provided address")
              ? refused.message
              : [refused.message, errorAdvice(refused.errorCode, lookup.policyType)].filter(Boolean).join(" "),
        errorCode: refused.errorCode,
        fieldErrors: fieldErrorsFrom(refused),
      };
    // Consent is not kept for a retry: whoever retries attests it again.
    await saveLookupRequest(token, { lookup, borrowerRef, loan: parsed.data.loan, metadata });
    await recordAudit(user, "verification.lookup-started", {
      token,
      detail: { policyNumber: lookup.policyNumber, carrier: carrier?.name ?? null, borrowerRef },
    });
    if (old && (await linkRetry(old.token, token)))
      await recordAudit(user, "verification.retried", { token: old.token, detail: { retriedAs: token } });
    return { ok: true, data: { token } };
  });
}
