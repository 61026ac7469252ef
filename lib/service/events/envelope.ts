import type { EventData, EventEnvelope, EventType } from "@/lib/schemas/events";

export interface StoredEvent {
  id: string;
  type: string;
  payload: unknown;
  createdAt: Date;
}

// jsonb keeps keys in its own order; the envelope is rebuilt in the contract's order so every attempt
// sends the same, readable bytes.
function orderedData(d: EventData): EventData {
  return {
    token: d.token,
    status: d.status,
    result: d.result,
    client: d.client,
    user: d.user,
    metadata: d.metadata,
    ...(d.authCode !== undefined ? { authCode: d.authCode } : {}),
    ...(d.errorCode !== undefined ? { errorCode: d.errorCode } : {}),
    ...(d.message !== undefined ? { message: d.message } : {}),
    ...(d.step !== undefined ? { step: d.step } : {}),
  };
}

export function toEnvelope(row: StoredEvent): EventEnvelope {
  return {
    id: row.id,
    type: row.type as EventType,
    data: orderedData(row.payload as EventData),
    createdAt: row.createdAt.toISOString(),
  };
}
