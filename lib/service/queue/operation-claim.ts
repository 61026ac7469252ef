import "server-only";
import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/open";
import { proxyOperations } from "@/lib/db/schema";

// pg-boss takes a job that is still active after its expiry for crashed and hands it out again,
// while the first run may still be going. finishOperation already makes sure an operation ends
// once; this claim makes sure its document is read by one run at a time: a row-level lease on
// the operation, renewed while the run lives, so a crashed run's lease lapses within seconds and
// a live one is never joined by a second.

export interface OperationClaim {
  /** Ends the lease (only if it is still this run's). */
  release(): Promise<void>;
}

export interface ClaimOptions {
  /** How long a lease lasts without renewal: a crashed run blocks the operation this long at most. */
  leaseMs: number;
  /** How long to wait for another run's lease to end before giving up. */
  waitMs: number;
  /** Between two looks at another run's lease. */
  pollMs?: number;
}

export type ClaimResult = OperationClaim | "ended" | "busy";

/** On the database's clock (one for every process), to the millisecond so a JS Date can name it exactly. */
const leaseEnd = (leaseMs: number) => sql`date_trunc('milliseconds', now() + ${leaseMs} * interval '1 millisecond')`;

/** Takes the lease when it is free or lapsed; the lease's end is this run's fencing token. */
async function tryClaim(db: Db, id: string, leaseMs: number): Promise<Date | null> {
  const rows = await db
    .update(proxyOperations)
    .set({ claimedUntil: leaseEnd(leaseMs) })
    .where(
      and(
        eq(proxyOperations.id, id),
        eq(proxyOperations.status, "running"),
        or(isNull(proxyOperations.claimedUntil), lt(proxyOperations.claimedUntil, sql`now()`)),
      ),
    )
    .returning({ until: proxyOperations.claimedUntil });
  return rows[0]?.until ?? null;
}

function held(db: Db, id: string, first: Date, leaseMs: number): OperationClaim {
  let mine = first;
  let renewing: Promise<unknown> = Promise.resolve();
  const renew = async () => {
    const rows = await db
      .update(proxyOperations)
      .set({ claimedUntil: leaseEnd(leaseMs) })
      .where(and(eq(proxyOperations.id, id), eq(proxyOperations.claimedUntil, mine)))
      .returning({ until: proxyOperations.claimedUntil });
    if (rows[0]?.until) mine = rows[0].until;
  };
  const timer = setInterval(() => {
    renewing = renew().catch(() => undefined);
  }, leaseMs / 3);
  timer.unref?.();
  return {
    async release() {
      clearInterval(timer);
      await renewing;
      await db
        .update(proxyOperations)
        .set({ claimedUntil: null })
        .where(and(eq(proxyOperations.id, id), eq(proxyOperations.claimedUntil, mine)));
    },
  };
}

/**
 * The operation's lease for this run; or, while another run holds it, waits for that run:
 * "ended" when it finished the operation, "busy" when it still holds the lease after `waitMs`.
 */
export async function claimOperation(db: Db, id: string, opts: ClaimOptions): Promise<ClaimResult> {
  const giveUpAt = Date.now() + opts.waitMs;
  for (;;) {
    const until = await tryClaim(db, id, opts.leaseMs);
    if (until) return held(db, id, until, opts.leaseMs);
    const [row] = await db
      .select({ status: proxyOperations.status })
      .from(proxyOperations)
      .where(eq(proxyOperations.id, id));
    if (!row || (row.status !== "running" && row.status !== "queued")) return "ended";
    if (Date.now() >= giveUpAt) return "busy";
    await new Promise((resolve) => setTimeout(resolve, opts.pollMs ?? 500));
  }
}
