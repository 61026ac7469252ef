// At-least-once delivery: after a failed attempt the next one waits this long (the contract's schedule),
// so an event keeps being offered for about two days before it is given up.
export const RETRY_DELAYS_SECONDS = [5, 30, 120, 600, 1800, 3600, 3 * 3600, 6 * 3600, 12 * 3600, 24 * 3600] as const;

/** The first attempt plus one per delay. */
export const MAX_SCHEDULED_ATTEMPTS = RETRY_DELAYS_SECONDS.length + 1;

/** A receiver that has not answered within this long has failed the attempt. */
export const DELIVERY_TIMEOUT_MS = 10_000;

/** An attempt in progress holds the event this long, so a second worker does not send it at the same time. */
export const DELIVERY_LEASE_SECONDS = 60;

/** Seconds until the next attempt after `attemptsMade` failed ones; null when the schedule is used up. */
export function nextRetryDelaySeconds(attemptsMade: number): number | null {
  return attemptsMade >= 1 && attemptsMade <= RETRY_DELAYS_SECONDS.length
    ? RETRY_DELAYS_SECONDS[attemptsMade - 1]
    : null;
}
