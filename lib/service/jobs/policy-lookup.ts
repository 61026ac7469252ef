import "server-only";
import { z } from "zod";
import { findActiveCredential, findClient } from "@/lib/service/clients/repo";
import { lienholderListed } from "@/lib/service/connectors/lienholder";
import { connectorFor } from "@/lib/service/connectors/registry";
import type { PortalCredentials } from "@/lib/service/connectors/types";
import type { ServiceDeps } from "@/lib/service/deps";
import type { StoredLookup } from "@/lib/service/proxy/policy-lookup-request";
import type { OperationRow } from "@/lib/service/proxy/repo";
import { failed, type OperationOutcome } from "./outcome";

const PortalCredentialsSchema = z.object({ username: z.string(), password: z.string() });

/** Null when the sealed value was tampered with, sealed under another key, or is not a login. */
function openCredentials(deps: ServiceDeps, sealed: string): PortalCredentials | null {
  try {
    const parsed = PortalCredentialsSchema.safeParse(deps.secretBox.open(sealed));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Runs a queued policy-lookup against the carrier and decides the seed 7.4 outcome. */
export async function runPolicyLookup(deps: ServiceDeps, op: OperationRow): Promise<OperationOutcome> {
  const stored = op.input as StoredLookup;
  const db = deps.database.db;

  const client = await findClient(db, op.clientId);
  if (!client) return failed("default", "the client no longer exists");
  // Removed since the request was accepted.
  const credential = await findActiveCredential(db, op.clientId, stored.carrierId);
  if (!credential) return failed("default", `no active portal credentials for ${stored.carrierId}`);
  const credentials = openCredentials(deps, credential.sealed);
  if (!credentials) return failed("default", "the stored portal credentials cannot be opened");

  const connector = connectorFor(stored.carrierId, deps);
  if (!connector) return failed("default", `no connector for ${stored.carrierId} in ${deps.mode} mode`);

  const outcome = await connector.lookup(stored.query, credentials, {});
  if (outcome.kind === "failed") {
    return outcome.retryable ? { kind: "retry", detail: outcome.detail } : failed(outcome.errorCode, outcome.detail);
  }

  // A lienholder only sees policies it has an interest in: the client must be named on the policy.
  const lien = lienholderListed(outcome.policy, client.lienholderName);
  if (!lien.listed) return failed("lienholder-required", lien.reason);
  return { kind: "found", draft: outcome.policy };
}
