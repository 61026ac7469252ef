import "server-only";
import type { ServiceDeps } from "@/lib/service/deps";
import type { ClientRecord } from "@/lib/service/clients/repo";
import { latestOutcome } from "./hosted-repo";
import type { SessionRow } from "./repo";
import type { HostedFinish } from "@/lib/schemas/hosted-ignition";
import { sharedForSession } from "./shared-summary";

/**
 * The finish of a session that completed or errored, from its latest outcome event. The authCode comes from
 * that event; once the client has exchanged it (and it left the stored event), the redirect goes without it.
 */
export async function finishOf(deps: ServiceDeps, session: SessionRow, client: ClientRecord): Promise<HostedFinish> {
  const outcome = await latestOutcome(deps.database.db, session.token);
  const completed = outcome?.type === "ignition.completed";
  const authCode = completed ? (outcome?.payload.authCode as string | undefined) : undefined;
  return {
    status: completed ? "complete" : "error",
    result: session.result,
    ...(authCode ? { authCode } : {}),
    ...(!completed && outcome ? { message: String(outcome.payload.message ?? "") } : {}),
    redirectUri: session.redirectUri,
    shared: completed ? await sharedForSession(deps.database.db, session.token, client.lienholderName) : [],
  };
}
