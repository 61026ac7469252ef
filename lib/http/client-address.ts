import { subscribe, unsubscribe } from "node:diagnostics_channel";
import type { IncomingMessage } from "node:http";
import type { Socket } from "node:net";
import { resolveClientAddress, type TrustProxy } from "./trust-proxy";

/**
 * The address a request came from, for throttling. Every request this process serves has had its
 * X-Forwarded-For replaced, before any route sees it, by the one address `stampClientAddresses`
 * resolved from the socket and TRUST_PROXY; the last entry is read in case a caller in between
 * (a test, an in-process fetch) appended to it.
 */
export function clientAddress(headers: Headers): string {
  const forwarded = headers.get("x-forwarded-for");
  const last = forwarded?.split(",").pop()?.trim();
  return last ? last.slice(0, 64) : "unknown";
}

let installed: ((message: unknown) => void) | undefined;

/**
 * Rewrites X-Forwarded-For on every HTTP request of this process to the client's address as
 * TRUST_PROXY allows it to be known, before Next.js or any route reads the headers: with no trusted
 * proxy a client that sends the header only names its own socket address. Node publishes the
 * request on this channel ahead of the server's "request" event, so no request escapes it. A second
 * call replaces the first's rule.
 */
export function stampClientAddresses(trust: TrustProxy): void {
  if (installed) unsubscribe("http.server.request.start", installed);
  installed = (message) => {
    const { request, socket } = message as { request: IncomingMessage; socket: Socket };
    const given = request.headers["x-forwarded-for"];
    const address = resolveClientAddress(Array.isArray(given) ? given.join(",") : given, socket.remoteAddress, trust);
    request.headers["x-forwarded-for"] = address;
    // Some servers (Hono's Node adapter) build their Request from the raw pairs instead.
    const raw = request.rawHeaders;
    for (let i = raw.length - 2; i >= 0; i -= 2) if (raw[i].toLowerCase() === "x-forwarded-for") raw.splice(i, 2);
    raw.push("X-Forwarded-For", address);
  };
  subscribe("http.server.request.start", installed);
}
