import { BlockList, isIP } from 'node:net';
import type { Config } from './base/config.ts';

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

function isLoopback(host: string): boolean {
  if (host.toLowerCase() === 'localhost') return true;
  const address = host.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  const family = isIP(address);
  return family !== 0 && LOOPBACK.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * Without PUBLIC_BASE_URL webhook URLs name http://localhost:<port>, right only for senders on
 * this machine. A service listening beyond loopback is meant for senders elsewhere, so the start
 * line warns and every Source view carries this text (docs/api.md §4) until PUBLIC_BASE_URL is set.
 */
export function webhookUrlWarning(
  config: Pick<Config, 'host' | 'publicBaseUrl'>,
  defaultBaseUrl: string,
): string | undefined {
  if (config.publicBaseUrl || isLoopback(config.host)) return undefined;
  return (
    `PUBLIC_BASE_URL is not set, so webhook URLs start with ${defaultBaseUrl}, which senders on other machines cannot reach: ` +
    'set PUBLIC_BASE_URL to the public https address of this service and restart.'
  );
}
