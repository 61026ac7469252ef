import "server-only";
import { insertAuditEntry } from "@/lib/db/queries/audit";
import type { AuditAction } from "./actions";

export interface AuditActor {
  id: string | null;
  name: string;
  email: string;
}

/**
 * Writes one audit entry. Awaited by the caller, after the change succeeded: an action whose
 * change is not in the log did not happen as far as an auditor is concerned, so a failing write
 * fails the action rather than being swallowed.
 */
export async function recordAudit(
  actor: AuditActor,
  action: AuditAction,
  about: { token?: string | null; detail?: Record<string, unknown> } = {},
): Promise<void> {
  await insertAuditEntry({
    actorId: actor.id,
    actorName: actor.name,
    actorEmail: actor.email,
    action,
    token: about.token ?? null,
    detail: about.detail ?? {},
  });
}
