import "server-only";
import { CARRIERS } from "@/lib/service/carriers/catalogue";
import { hashSecret } from "@/lib/crypto/scrypt";
import { newWebhookSecret, randomToken } from "@/lib/keys/random-token";
import type { ServiceDeps } from "@/lib/service/deps";
import { newId } from "@/lib/service/ids";
import { insertClient, upsertCarrierCredential } from "./repo";
import { createSampleTemplates } from "@/lib/service/templates/repo";

export interface NewClientInput {
  name: string;
  lienholderName: string;
  lienholderAddress?: string | null;
  isPlatform?: boolean;
  platformClientId?: string | null;
}

export interface IssuedCredentials {
  clientId: string;
  clientSecret: string;
  webhookSecret: string;
}

/** Issues a client. The secret is returned once and only its slow hash is kept. */
export async function createClient(deps: ServiceDeps, input: NewClientInput): Promise<IssuedCredentials> {
  const clientId = newId("cli");
  const clientSecret = randomToken("sk", 32);
  const webhookSecret = newWebhookSecret();
  await insertClient(deps.database.db, {
    id: clientId,
    name: input.name,
    lienholderName: input.lienholderName,
    lienholderAddress: input.lienholderAddress ?? null,
    secretHash: await hashSecret(clientSecret),
    webhookSecretSealed: deps.secretBox.seal(webhookSecret),
    isPlatform: input.isPlatform ?? false,
    platformClientId: input.platformClientId ?? null,
  });
  if (deps.mode === "sandbox") await grantSandboxCredentials(deps, clientId, input.lienholderName);
  await createSampleTemplates(deps, clientId);
  return { clientId, clientSecret, webhookSecret };
}

/** Sandbox: portal logins for every lookup carrier but Allstate, so `no-credentials` stays reachable. */
async function grantSandboxCredentials(deps: ServiceDeps, clientId: string, lienholderName: string) {
  for (const carrier of CARRIERS) {
    if (!carrier.policyLookup.supported || carrier.naicCode === "19232") continue;
    await upsertCarrierCredential(deps.database.db, {
      id: newId("crd"),
      clientId,
      carrierId: carrier.id,
      sealed: deps.secretBox.seal({ username: lienholderName, password: "sandbox" }),
      at: deps.now(),
    });
  }
}
