/**
 * The address a request came from, for throttling. `next start` fills x-forwarded-for from the socket
 * when the request has none; a reverse proxy appends the address it saw, so the last entry is the one a
 * trusted hop wrote. A client reaching the app directly can send its own header: that only chooses which
 * per-address budget it spends, while the per-identity budgets still bound every account and client id.
 */
export function clientAddress(headers: Headers): string {
  const forwarded = headers.get("x-forwarded-for");
  const last = forwarded?.split(",").pop()?.trim();
  return last ? last.slice(0, 64) : "unknown";
}
