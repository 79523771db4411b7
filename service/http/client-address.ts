import { BlockList, isIP } from 'node:net';
import type { TrustProxy } from '../base/config.ts';

/**
 * The one home of "the client address": the peer of the socket, or with TRUST_PROXY the address
 * a trusted proxy wrote into X-Forwarded-For. Every per-client decision reads `ctx.ip`, which
 * the request edge (request-edge.ts) sets from here (the wrong-token lockout, the request log).
 *
 * Koa's own `proxy`/`maxIpsCount` trusts the header from any peer, so a client that reaches the
 * service directly could name any address; here the header is read only when the peer is a
 * trusted proxy, walking from the right (what the nearest proxy appended) and stopping at the
 * first address that is not a proxy, as Express's proxy-addr does.
 */
export type ClientAddressResolver = (peer: string, forwardedFor: string | undefined) => string;

export function clientAddressResolver(trust: TrustProxy | undefined): ClientAddressResolver {
  if (!trust) return (peer) => unmapped(peer);
  if ('hops' in trust) {
    return (peer, forwardedFor) => walk(peer, forwardedFor, (_address, hop) => hop < trust.hops);
  }
  const isProxy = trustedProxy(trust);
  return (peer, forwardedFor) => walk(peer, forwardedFor, isProxy);
}

/** Whether a peer is a trusted proxy: with a hop count every peer is (all traffic comes through one). */
export function trustedProxy(trust: TrustProxy | undefined): (address: string) => boolean {
  if (!trust) return () => false;
  if ('hops' in trust) return () => trust.hops > 0;
  const proxies = new BlockList();
  for (const entry of trust.proxies) {
    const [address, prefix] = entry.split('/');
    const type = isIP(address) === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) proxies.addAddress(address, type);
    else proxies.addSubnet(address, Number(prefix), type);
  }
  return (peer) => {
    const address = unmapped(peer);
    const family = isIP(address);
    return family !== 0 && proxies.check(address, family === 4 ? 'ipv4' : 'ipv6');
  };
}

/**
 * From the peer leftwards through X-Forwarded-For while `trusted(address, hop)`: the first
 * untrusted address is the client. An entry that is not an address ends the walk at the last
 * trusted hop, so junk in the header never becomes a client address of its own.
 */
function walk(
  peer: string,
  forwardedFor: string | undefined,
  trusted: (address: string, hop: number) => boolean,
): string {
  let client = unmapped(peer);
  if (!forwardedFor) return client;
  const entries = forwardedFor.split(',');
  for (let hop = 0, i = entries.length - 1; trusted(client, hop) && i >= 0; hop++, i--) {
    const next = addressOf(entries[i]);
    if (!next) break;
    client = next;
  }
  return client;
}

/** An X-Forwarded-For entry's address: trimmed, without the port or brackets some proxies add; '' if none. */
function addressOf(entry: string): string {
  const text = entry.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text);
  const address = bracketed ? bracketed[1] : /^[\d.]+:\d+$/.test(text) ? text.slice(0, text.lastIndexOf(':')) : text;
  return isIP(address) ? unmapped(address) : '';
}

/** A dual-stack socket reports an IPv4 client as ::ffff:a.b.c.d; it is the same client as a.b.c.d. */
function unmapped(address: string): string {
  // Most peers are not mapped: a character compared before the pattern runs (every request asks).
  const mapped = address.length > 7 && address.charCodeAt(0) === 58 && /^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(address);
  return mapped ? address.slice(7) : address;
}
