// Days as YYYY-MM-DD, the form policy terms, rule inputs and review decisions are stored in.

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written YYYY-MM-DD ("2030-02-31" is not: Date would roll it into March). */
export function isCalendarDate(text: string): boolean {
  const m = ISO_DAY.exec(text);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Today as YYYY-MM-DD in UTC, the day the server and the stored dates count in. */
export const todayUtc = (now = new Date()): string => now.toISOString().slice(0, 10);
