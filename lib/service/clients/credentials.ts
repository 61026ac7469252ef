import "server-only";
import { findCarrierById, findCarrierByNaic } from "@/lib/service/carriers/catalogue";
import type { ServiceDeps } from "@/lib/service/deps";
import { errors } from "@/lib/service/http/errors";
import { newId } from "@/lib/service/ids";
import { deleteCarrierCredential, findClient, upsertCarrierCredential } from "./repo";

function resolveCarrier(ref: string) {
  const carrier = findCarrierById(ref) ?? findCarrierByNaic(ref);
  if (!carrier) throw errors.invalidInput(`Unknown carrier "${ref}".`);
  return carrier;
}

async function requireClient(deps: ServiceDeps, clientId: string) {
  const client = await findClient(deps.database.db, clientId);
  if (!client) throw errors.notFound("client");
  return client;
}

/**
 * Stores the client's lienholder portal login for a carrier, sealed with the credentials key, in
 * place of any it had. Answers what may be shown of it: never the username or password.
 */
export async function setPortalCredentials(
  deps: ServiceDeps,
  input: { clientId: string; carrier: string; username?: string; password?: string },
) {
  const client = await requireClient(deps, input.clientId);
  const carrier = resolveCarrier(input.carrier);
  const saved = await upsertCarrierCredential(deps.database.db, {
    id: newId("crd"),
    clientId: client.id,
    carrierId: carrier.id,
    sealed: deps.secretBox.seal({
      username: input.username ?? client.lienholderName,
      password: input.password ?? "sandbox",
    }),
    at: deps.now(),
  });
  return { clientId: client.id, ...saved };
}

export async function removePortalCredentials(deps: ServiceDeps, input: { clientId: string; carrier: string }) {
  const client = await requireClient(deps, input.clientId);
  const carrier = resolveCarrier(input.carrier);
  const removed = await deleteCarrierCredential(deps.database.db, client.id, carrier.id);
  return { clientId: client.id, carrierId: carrier.id, removed };
}
