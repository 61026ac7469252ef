import "server-only";
import type { ServiceDeps } from "@/lib/service/deps";
import { systemResolver, type OutboundPolicy } from "./outbound";

// Who may be reached, by purpose. Document urls must lead to public addresses in every mode: the sandbox
// is the default, and its guard being off made every fresh install an open proxy into its network. The
// exceptions are explicit: the app's own signed file urls (the dashboard's uploads) and the origins an
// operator or a test suite lists. Webhooks follow the same rules; in the sandbox they may also reach
// loopback, since a developer's receiver usually runs on their own machine, but never link-local (the
// cloud metadata endpoint), carrier-grade NAT or a private range an operator has not listed.

const FILE_PATH = "/api/files/";

function originsOf(list: readonly string[] | undefined): Set<string> {
  const out = new Set<string>();
  for (const entry of list ?? []) {
    try {
      out.add(new URL(entry).origin);
    } catch {
      /* not a url: allows nothing */
    }
  }
  return out;
}

export function outboundPolicy(deps: ServiceDeps, purpose: "document" | "webhook"): OutboundPolicy {
  const listed = originsOf(deps.outboundAllowOrigins);
  const app = new URL(deps.appUrl).origin;
  const resolve = deps.resolveHost ?? systemResolver;
  if (purpose === "document")
    return {
      publicOnly: true,
      allows: (url) => listed.has(url.origin) || (url.origin === app && url.pathname.startsWith(FILE_PATH)),
      resolve,
    };
  return {
    publicOnly: true,
    allowLoopback: deps.mode === "sandbox",
    allows: (url) => listed.has(url.origin) || url.origin === app,
    resolve,
  };
}
