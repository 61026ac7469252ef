import "server-only";
import { lookup as dnsLookup } from "node:dns/promises";
import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import { isIP } from "node:net";
import { Readable } from "node:stream";
import { isLoopbackAddress, isPublicAddress } from "./address-policy";

// The one way the service sends HTTP to an address a client chose (document urls, webhookUris).
// The name is resolved once, every answer is checked, and the socket connects to those checked
// answers only: fetch would resolve the name again when connecting, and a rebinding DNS server can
// answer a public address to the check and a private one to the connection. Nothing is followed
// automatically: a redirect is an answer the caller re-checks or refuses.

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolver: Resolver = async (hostname) =>
  (await dnsLookup(hostname, { all: true, verbatim: true })).map((a) => ({
    address: a.address,
    family: a.family === 6 ? 6 : 4,
  }));

export interface OutboundPolicy {
  /** False lets a request reach any address (sandbox webhooks); the resolved address is still pinned. */
  publicOnly: boolean;
  /** Explicit exceptions reached whatever they resolve to: the app's own url, configured test servers. */
  allows(url: URL): boolean;
  /** Loopback addresses pass too (sandbox webhooks: a developer's receiver on their own machine). */
  allowLoopback?: boolean;
  resolve: Resolver;
}

/** Coarse on purpose: these are what a client may read back, so they must not map a private network. */
export type OutboundFailure = "refused" | "dns" | "connection" | "timeout";

export class OutboundError extends Error {
  constructor(
    readonly reason: OutboundFailure,
    /** For the service's own logs only. */
    readonly detail: string,
  ) {
    super(`${reason}: ${detail}`);
  }
}

export interface OutboundInit {
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  body?: string | Uint8Array;
  signal?: AbortSignal;
}

const NULL_BODY = new Set([101, 204, 205, 304]);

/** Resolves the url's host and returns the addresses this request may connect to, or throws `refused`/`dns`. */
export async function checkedAddresses(url: URL, policy: OutboundPolicy): Promise<ResolvedAddress[]> {
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new OutboundError("refused", "not an http url");
  const host = url.hostname.replace(/^\[|\]$/g, "");
  let addresses: ResolvedAddress[];
  const literal = isIP(host);
  if (literal) addresses = [{ address: host, family: literal === 6 ? 6 : 4 }];
  else {
    try {
      addresses = await policy.resolve(host);
    } catch (err) {
      throw new OutboundError("dns", `${host}: ${err instanceof Error ? err.message : String(err)}`);
    }
    if (addresses.length === 0) throw new OutboundError("dns", `${host}: no address`);
  }
  if (policy.publicOnly && !policy.allows(url)) {
    const inside = addresses.find(
      (a) => !isPublicAddress(a.address) && !(policy.allowLoopback && isLoopbackAddress(a.address)),
    );
    if (inside) throw new OutboundError("refused", `${host} resolves to ${inside.address}, not a public address`);
  }
  return addresses;
}

/** A lookup that answers only the checked addresses, whatever name the socket asks for. */
function pinnedLookup(addresses: ResolvedAddress[]): LookupFunction {
  return (_hostname, options, callback) => {
    const wanted = options.family === 4 || options.family === 6 ? options.family : 0;
    const usable = wanted ? addresses.filter((a) => a.family === wanted) : addresses;
    if (usable.length === 0) {
      const err = Object.assign(new Error("no checked address of that family"), { code: "ENOTFOUND" });
      return void (callback as (e: Error) => void)(err);
    }
    if (options.all) (callback as (e: null, a: ResolvedAddress[]) => void)(null, usable);
    else (callback as (e: null, a: string, f: number) => void)(null, usable[0].address, usable[0].family);
  };
}

function classify(err: unknown, signal: AbortSignal | undefined): OutboundError {
  if (err instanceof OutboundError) return err;
  if (signal?.aborted) return new OutboundError("timeout", "aborted");
  const code = (err as { code?: string } | null)?.code;
  const message = err instanceof Error ? err.message : String(err);
  return new OutboundError("connection", code ? `${code}: ${message}` : message);
}

/**
 * One HTTP exchange with `url` under `policy`. Resolves with the answer (redirects included, unfollowed);
 * throws an OutboundError when the address is refused, the name does not resolve, the connection fails or
 * `signal` aborts. The caller owns the response body.
 */
export async function outboundRequest(url: URL, policy: OutboundPolicy, init: OutboundInit = {}): Promise<Response> {
  const { signal } = init;
  try {
    signal?.throwIfAborted();
    const addresses = await checkedAddresses(url, policy);
    return await new Promise<Response>((resolve, reject) => {
      const req = (url.protocol === "https:" ? https : http).request(
        {
          protocol: url.protocol,
          // The name stays the host for TLS (SNI, certificate check) and the Host header; only where the
          // socket connects is pinned.
          hostname: url.hostname.replace(/^\[|\]$/g, ""),
          port: url.port || undefined,
          path: `${url.pathname}${url.search}`,
          method: init.method ?? "GET",
          headers: { ...init.headers, host: url.host },
          lookup: pinnedLookup(addresses),
          // No pooled sockets: a kept-alive socket to the same name may lead to an address checked under
          // another policy.
          agent: false,
          signal,
        },
        (res) => {
          const headers = new Headers();
          for (let i = 0; i + 1 < res.rawHeaders.length; i += 2)
            headers.append(res.rawHeaders[i], res.rawHeaders[i + 1]);
          const status = res.statusCode ?? 0;
          try {
            const body = NULL_BODY.has(status) ? null : (Readable.toWeb(res) as ReadableStream<Uint8Array>);
            if (!body) res.resume();
            resolve(new Response(body, { status, headers }));
          } catch (err) {
            res.destroy();
            reject(err);
          }
        },
      );
      req.on("error", reject);
      req.end(init.body);
    });
  } catch (err) {
    throw classify(err, signal);
  }
}
