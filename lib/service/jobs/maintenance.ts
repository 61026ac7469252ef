import "server-only";
import { and, inArray, lt } from "drizzle-orm";
import { proxyOperations } from "@/lib/db/schema";
import type { ServiceDeps } from "@/lib/service/deps";
import { findDueEventIds } from "@/lib/service/events/repo";
import { queueOf } from "@/lib/service/queue/queue-of";
import { failAbandonedOperation } from "./proxy-operation";

/**
 * Past every retry path (4 runs of at most 2 minutes plus back-off), an unfinished operation has lost its job:
 * it ends as `default` so its session never stays `processing`.
 */
export const OPERATION_DEADLINE_MS = 30 * 60_000;
const BATCH = 100;

export interface MaintenanceReport {
  dueEvents: number;
  abandonedOperations: number;
}

/**
 * What no single job can guarantee: events whose next attempt is due by the service clock (deps.now) are
 * queued — a lost or early job, or a clock moved by a test — and operations past the deadline are ended.
 */
export async function runMaintenance(deps: ServiceDeps): Promise<MaintenanceReport> {
  const now = deps.now();
  const queue = queueOf(deps);
  const due = await findDueEventIds(deps.database.db, now, BATCH);
  for (const eventId of due) await queue.enqueueWebhookDelivery({ eventId, trigger: "schedule" });

  const stale = await deps.database.db
    .select({ id: proxyOperations.id })
    .from(proxyOperations)
    .where(
      and(
        inArray(proxyOperations.status, ["queued", "running"]),
        lt(proxyOperations.createdAt, new Date(now.getTime() - OPERATION_DEADLINE_MS)),
      ),
    )
    .limit(BATCH);
  for (const { id } of stale)
    await failAbandonedOperation(deps, id, "the operation passed its deadline without finishing");
  return { dueEvents: due.length, abandonedOperations: stale.length };
}
