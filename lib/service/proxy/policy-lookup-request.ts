import "server-only";
import type { PolicyLookupInput } from "@/lib/schemas/policy-lookup";
import type { Address } from "@/lib/schemas/policy";
import { parseAddress, validateAddress, type AddressField } from "@/lib/service/address/parse-address";
import {
  carrierSupports,
  findCarrierById,
  findCarrierByNaic,
  type CarrierRecord,
} from "@/lib/service/carriers/catalogue";
import { findActiveCredential } from "@/lib/service/clients/repo";
import { connectorFor } from "@/lib/service/connectors/registry";
import type { LookupQuery } from "@/lib/service/connectors/types";
import type { ServiceDeps } from "@/lib/service/deps";
import { insuredNameOf } from "@/lib/service/names/person-name";
import { proxyErrors } from "./messages";

/** What a queued policy-lookup keeps: the request as sent, and what the connector will be asked. */
export interface StoredLookup {
  request: PolicyLookupInput;
  carrierId: string;
  query: LookupQuery;
}

const ADDRESS_FIELD_MESSAGES: Record<AddressField, string> = {
  addressLine1: "Enter the street address.",
  addressLine2: "The second address line must be text.",
  city: "Enter the city.",
  state: "Choose a US state.",
  postalCode: "Enter a 5-digit ZIP code (or ZIP+4).",
  country: "Only US addresses can be looked up.",
};

function normaliseAddress(address: PolicyLookupInput["address"]): Address {
  if (typeof address === "string") {
    const parsed = parseAddress(address);
    if (!parsed) {
      throw proxyErrors.invalidAddress([
        { path: "input.address", message: "Enter the address as street, city, state and ZIP." },
      ]);
    }
    return parsed;
  }
  const checked = validateAddress(address);
  if (!checked.ok) {
    throw proxyErrors.invalidAddress(
      checked.issues.map((f) => ({ path: `input.address.${f}`, message: ADDRESS_FIELD_MESSAGES[f] })),
    );
  }
  return checked.address;
}

/** The `carrier` field takes an id or slug (and, like GET /carriers/{id}, a bare NAIC code). */
function resolveCarrier(input: PolicyLookupInput): { carrier: CarrierRecord; field: "carrier" | "naicCode" } {
  const byId = input.carrier?.trim();
  if (byId) {
    const carrier = findCarrierById(byId) ?? (/^\d{5}$/.test(byId) ? findCarrierByNaic(byId) : null);
    if (!carrier) throw proxyErrors.carrierNotFound("carrier");
    return { carrier, field: "carrier" };
  }
  const carrier = findCarrierByNaic(input.naicCode ?? "");
  if (!carrier) throw proxyErrors.carrierNotFound("naicCode");
  return { carrier, field: "naicCode" };
}

/**
 * The policy-lookup checks that answer at once, in the contract's order after the shape: address, carrier,
 * support, credentials. Throws the seed's error for the first that fails.
 */
export async function preparePolicyLookup(
  deps: ServiceDeps,
  clientId: string,
  input: PolicyLookupInput,
): Promise<StoredLookup> {
  const address = normaliseAddress(input.address);
  const { carrier, field } = resolveCarrier(input);

  if (!carrier.policyLookup.supported || !connectorFor(carrier.id, deps)) throw proxyErrors.notSupported(field);
  if (!carrierSupports(carrier, input.policyType)) throw proxyErrors.notSupportedForType(input.policyType);

  if (!(await findActiveCredential(deps.database.db, clientId, carrier.id))) throw proxyErrors.noCredentials(field);

  return {
    request: input,
    carrierId: carrier.id,
    query: {
      policyType: input.policyType,
      policyNumber: input.policyNumber,
      vin: input.policyType === "auto" ? (input.vin?.trim().toUpperCase() ?? null) : null,
      insuredName: insuredNameOf(input.insuredName),
      address,
    },
  };
}
