"use server";

import { metadataFromRows, VerifyByLookupSchema } from "@/lib/schemas/verify-lookup";
import { serviceClient, type ServiceCallError } from "@/lib/service-client";
import { openVerification, proxyVerification } from "@/lib/verifications/begin";
import { authorized } from "./authorized";
import { invalid, type ActionResult } from "./result";

const insuredLabel = (name: string | { firstName: string; lastName: string }) =>
  typeof name === "string" ? name : `${name.firstName} ${name.lastName}`;

/** Service field paths ("input.vin") mapped onto the form's ("lookup.vin"). */
function fieldErrorsFrom(err: ServiceCallError): Record<string, string> {
  if (
    err.errorCode === "carrier-not-found" ||
    err.errorCode === "policy-lookup-not-supported" ||
    err.errorCode === "no-credentials"
  )
    return { "lookup.carrier": err.message };
  if (err.message.startsWith("Sorry, the provided address")) return { "lookup.address": err.message };
  return Object.fromEntries(err.details.map((d) => [d.path.replace(/^input\./, "lookup."), d.message]));
}

// Starts a verification by policy lookup: an Ignition session for the borrower, then the proxy.
export async function startLookupAction(input: unknown): Promise<ActionResult<{ token: string }>> {
  return authorized("reviewer", async (user) => {
    const parsed = VerifyByLookupSchema.safeParse(input);
    if (!parsed.success) return invalid(parsed.error);
    const { lookup, borrowerRef, metadata } = parsed.data;
    const client = await serviceClient();

    const carrier = lookup.carrier ? await client.getCarrier(lookup.carrier).catch(() => null) : null;
    const token = await openVerification(client, user, {
      method: "lookup",
      borrowerRef,
      metadata: metadataFromRows(metadata),
      summary: {
        carrierId: carrier?.id ?? null,
        carrierName: carrier?.name ?? (lookup.naicCode ? `NAIC ${lookup.naicCode}` : null),
        policyType: lookup.policyType,
        policyNumber: lookup.policyNumber,
        insured: insuredLabel(lookup.insuredName),
      },
    });
    const refused = await proxyVerification(client, token, { operation: "policy-lookup", input: lookup });
    if (refused)
      return {
        ok: false,
        message: refused.message,
        errorCode: refused.errorCode,
        fieldErrors: fieldErrorsFrom(refused),
      };
    return { ok: true, data: { token } };
  });
}
