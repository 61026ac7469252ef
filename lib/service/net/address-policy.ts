import "server-only";
import { BlockList, isIP } from "node:net";

// Addresses an outbound request must never reach unless explicitly allowed: the service's own network,
// the cloud metadata endpoint, and every IPv6 form that carries an IPv4 address inside it (mapped,
// compatible, NAT64, 6to4, Teredo), since those reach the embedded IPv4 address on hosts that route them.
// Two lists: BlockList checks an IPv4 address against IPv6 rules in its mapped form, which ::ffff:0:0/96
// would then refuse.
const BLOCKED_V4 = new BlockList();
const BLOCKED_V6 = new BlockList();
for (const [net, prefix] of [
  ["0.0.0.0", 8], // "this network"; 0.0.0.0 reaches the local host on Linux
  ["10.0.0.0", 8],
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8],
  ["169.254.0.0", 16], // link-local, the metadata endpoint
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.88.99.0", 24], // 6to4 relays
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const)
  BLOCKED_V4.addSubnet(net, prefix, "ipv4");
for (const [net, prefix] of [
  ["::", 96], // unspecified, loopback and IPv4-compatible ::a.b.c.d
  ["::ffff:0:0", 96], // IPv4-mapped
  ["::ffff:0:0:0", 96], // IPv4-translated
  ["64:ff9b::", 96], // NAT64
  ["64:ff9b:1::", 48], // local NAT64
  ["100::", 64], // discard
  ["2001::", 32], // Teredo
  ["2001:db8::", 32],
  ["2002::", 16], // 6to4
  ["3fff::", 20],
  ["fc00::", 7], // unique local
  ["fe80::", 10], // link-local
  ["fec0::", 10], // site-local
  ["ff00::", 8], // multicast
] as const)
  BLOCKED_V6.addSubnet(net, prefix, "ipv6");

/** 127.0.0.0/8 or ::1, written as such (an IPv4-mapped or embedded form is not loopback here). */
export function isLoopbackAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return address.startsWith("127.");
  return family === 6 && /^(0{0,4}:){2,7}0{0,3}1$|^::1$/.test(address);
}

/** True for an IP address outside every private, local and special-purpose range. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return family === 6 ? !BLOCKED_V6.check(address, "ipv6") : !BLOCKED_V4.check(address, "ipv4");
}
