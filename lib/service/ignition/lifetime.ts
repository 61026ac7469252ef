import { DEFAULT_IGNITION_LIFETIME_DAYS } from "@/lib/schemas/ignition";

const DAY_MS = 24 * 3600 * 1000;

/**
 * When the hosted page at ignitionUri stops opening. The real service's tokens never expire, but a link that
 * opens a carrier sign-in should not work forever; 30 days by default leaves time for mail and reminders.
 */
export function sessionExpiry(createdAt: Date, days = DEFAULT_IGNITION_LIFETIME_DAYS): Date {
  return new Date(createdAt.getTime() + days * DAY_MS);
}

/** Sessions made before sessions had a lifetime count from their creation with the default. */
export function effectiveExpiry(session: { expiresAt: Date | null; createdAt: Date }): Date {
  return session.expiresAt ?? sessionExpiry(session.createdAt);
}

export function isExpired(session: { expiresAt: Date | null; createdAt: Date }, now: Date): boolean {
  return effectiveExpiry(session).getTime() <= now.getTime();
}
