import { BlockList, isIP } from "node:net";

/**
 * Which hops in front of the app may be believed about the client's address: none (the socket's
 * peer is the client), the last `hops` proxies, or the proxies at the listed addresses/CIDRs.
 */
export type TrustProxy = { kind: "hops"; hops: number } | { kind: "addresses"; list: BlockList; text: string[] };

export const NO_PROXY: TrustProxy = { kind: "hops", hops: 0 };

/** `""`/`0`/`false` → none; `N` → N hops; otherwise comma-separated addresses or CIDR ranges. */
export function parseTrustProxy(raw: string | undefined): TrustProxy | { error: string } {
  const text = (raw ?? "").trim();
  if (text === "" || text === "false" || text === "0") return NO_PROXY;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops <= 10 ? { kind: "hops", hops } : { error: "a hop count is at most 10" };
  }
  const list = new BlockList();
  const entries = text
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [address, bits, ...rest] = entry.split("/");
    const family = isIP(address);
    if (!family || rest.length) return { error: `"${entry}" is not an IP address or CIDR range` };
    const type = family === 4 ? "ipv4" : "ipv6";
    if (bits === undefined) list.addAddress(address, type);
    else {
      const prefix = /^\d+$/.test(bits) ? Number(bits) : NaN;
      if (!(prefix >= 0 && prefix <= (family === 4 ? 32 : 128)))
        return { error: `"${entry}" has no valid prefix length` };
      list.addSubnet(address, prefix, type);
    }
  }
  return { kind: "addresses", list, text: entries };
}

/** `::ffff:10.0.0.1` (a v4 peer on a dual-stack socket) is written as the v4 address it is. */
export function normaliseAddress(address: string): string {
  const trimmed = address.trim().replace(/^\[(.*)\]$/, "$1");
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(trimmed);
  return mapped ? mapped[1] : trimmed;
}

function trusted(address: string, trust: TrustProxy & { kind: "addresses" }): boolean {
  const family = isIP(address);
  return family !== 0 && trust.list.check(address, family === 4 ? "ipv4" : "ipv6");
}

/**
 * The client's address: the socket's peer, unless that peer is a trusted proxy, in which case the
 * X-Forwarded-For entry it appended, and so on leftwards while the hops stay trusted. Entries left of
 * the first untrusted hop were written by whoever sent the request and are never read.
 */
export function resolveClientAddress(
  forwardedFor: string | undefined,
  socketAddress: string | undefined,
  trust: TrustProxy,
): string {
  const chain = [
    ...(forwardedFor ?? "")
      .split(",")
      .map((s) => normaliseAddress(s))
      .filter(Boolean),
    normaliseAddress(socketAddress ?? "") || "unknown",
  ];
  let at = chain.length - 1;
  if (trust.kind === "hops") at = Math.max(0, at - trust.hops);
  else while (at > 0 && trusted(chain[at], trust)) at -= 1;
  return chain[at].slice(0, 64);
}
