import { BlockList, isIP } from 'node:net';

/**
 * Addresses an outbound webhook may not reach unless OUTBOUND_ALLOW_PRIVATE is set: every special
 * purpose range of the IANA registries (loopback, private, shared, link-local with the cloud
 * metadata address, documentation, benchmarking, multicast, reserved), IPv4 and IPv6.
 * https://www.iana.org/assignments/iana-ipv4-special-registry and …/iana-ipv6-special-registry
 */
const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 3], // multicast, reserved and broadcast
] as const)
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 127], // unspecified and loopback
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16], // 6to4 carries any IPv4 address
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');

/** IPv6 forms that carry an IPv4 address (mapped, NAT64 well-known prefix): the IPv4 address decides. */
const EMBEDDED_IPV4 = /^(?:::ffff:|64:ff9b::)(?:0:)?(\d+\.\d+\.\d+\.\d+)$/i;

export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !NOT_PUBLIC.check(address, 'ipv4');
  if (family !== 6) return false;
  const embedded = EMBEDDED_IPV4.exec(address) ?? EMBEDDED_IPV4.exec(expandEmbedded(address));
  if (embedded) return isPublicAddress(embedded[1]);
  if (/^::ffff:/i.test(address) || /^64:ff9b::/i.test(address)) return false; // hex form of an embedded IPv4 address
  return !NOT_PUBLIC.check(address, 'ipv6');
}

/** `::ffff:7f00:1` → `::ffff:127.0.0.1`. */
function expandEmbedded(address: string): string {
  const match = /^(::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address);
  if (!match) return address;
  const [high, low] = [parseInt(match[2], 16), parseInt(match[3], 16)];
  return `${match[1]}${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
}
