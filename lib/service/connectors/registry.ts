import "server-only";
import { findCarrierById } from "@/lib/service/carriers/catalogue";
import { createSandboxConnector } from "./sandbox-connector";
import type { CarrierConnector } from "./types";

/** The part of ServiceDeps a connector needs. */
export interface ConnectorDeps {
  mode: "sandbox" | "production";
  /** Base url of the sandbox carrier portal. */
  portalUrl: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/**
 * The connector for a carrier, or null when none can look its policies up in this mode: the carrier is
 * unknown, does not offer policy lookup, or (production) no real carrier integration ships with this build.
 */
export function connectorFor(carrierId: string, deps: ConnectorDeps): CarrierConnector | null {
  const carrier = findCarrierById(carrierId);
  if (!carrier || !carrier.policyLookup.supported) return null;
  if (deps.mode !== "sandbox") return null;
  return createSandboxConnector({
    baseUrl: deps.portalUrl,
    fetch: deps.fetch,
    timeoutMs: deps.timeoutMs,
    carrier: { id: carrier.id, name: carrier.name, naicCode: carrier.naicCode },
  });
}
