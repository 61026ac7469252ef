import "server-only";
import type { Db } from "@/lib/db/open";
import type { EventData, EventType } from "@/lib/schemas/events";
import type { ServiceDeps } from "@/lib/service/deps";
import { dispatchEvent } from "@/lib/service/events/deliver";
import { insertEvent } from "@/lib/service/events/repo";
import type { SessionRow } from "./repo";

/** The envelope's data for a session, as finish-operation builds it for proxied ones. */
export function sessionEventData(
  session: SessionRow,
  /** The session's status as stored (a text column holding one of IGNITION_STATUSES). */
  status: string,
  result: string | null,
  extra: Pick<EventData, "authCode" | "errorCode" | "message" | "step"> = {},
): EventData {
  return {
    token: session.token,
    status: status as EventData["status"],
    result,
    client: session.clientId,
    user: session.user as EventData["user"],
    metadata: session.metadata as EventData["metadata"],
    ...extra,
  };
}

/** Records an event inside the caller's transaction; send it with `dispatchEvent` once that commits. */
export function recordSessionEvent(db: Db, session: SessionRow, type: EventType, data: EventData, now: Date) {
  return insertEvent(db, { clientId: session.clientId, token: session.token, type, data, now });
}

/** Records and sends an event on its own: signed, retried and listed exactly like the proxy's. */
export async function emitSessionEvent(
  deps: ServiceDeps,
  session: SessionRow,
  type: EventType,
  data: EventData,
): Promise<void> {
  const id = await recordSessionEvent(deps.database.db, session, type, data, deps.now());
  await dispatchEvent(deps, id);
}
