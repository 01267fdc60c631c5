// Which push endpoints the server will connect to (issue 16, item 5): a subscription is a URL the client chose,
// so without these checks `userDevice` makes the server a proxy into its own network.
import dns from 'node:dns/promises';
import ipaddr from 'ipaddr.js';
import { RequestFilteringHttpsAgent } from 'request-filtering-agent';
import type { Config } from '../../config.js';
import { AppError } from '../../errors/app-error.js';

type PushPolicy = Pick<Config['push'], 'endpointHosts' | 'allowAddresses'>;

const hostMatches = (host: string, pattern: string) =>
  pattern.startsWith('*.') ? host.endsWith(pattern.slice(1)) : host === pattern;

/** Only public unicast addresses, unless the settings name the address (a test push service on loopback). */
function addressAllowed(address: string, policy: PushPolicy) {
  if (policy.allowAddresses.includes(address)) return true;
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  }
  return parsed.range() === 'unicast';
}

/** The checks that need no network: https, no credentials, a known push service's host, no IP literal. */
export function isPushEndpointAllowed(endpoint: string, policy: PushPolicy): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (ipaddr.isValid(host) && !policy.allowAddresses.includes(host)) return false;
  return policy.endpointHosts.some((pattern) => hostMatches(host, pattern));
}

/**
 * Refuses (400 pushEndpointInvalid) an endpoint we would not send to: the checks above, then every address its
 * host resolves to must be public. Sending checks the address it connects to again (`pushAgent`): DNS can change.
 */
export async function assertPushEndpointAllowed(endpoint: string, policy: PushPolicy): Promise<void> {
  const refused = new AppError('pushEndpointInvalid', 'device_token.endpoint');
  if (!isPushEndpointAllowed(endpoint, policy)) throw refused;
  const host = new URL(endpoint).hostname.replace(/^\[|\]$/g, '');
  const addresses = ipaddr.isValid(host)
    ? [{ address: host }]
    : await dns.lookup(host, { all: true, verbatim: true }).catch(() => []);
  if (!addresses.length || !addresses.every(({ address }) => addressAllowed(address, policy))) throw refused;
}

/** The HTTPS agent pushes go through: it refuses, at connect time, any private, loopback or metadata address. */
export function pushAgent(push: Config['push']) {
  return new RequestFilteringHttpsAgent({
    ...(push.ca && { ca: push.ca }),
    allowPrivateIPAddress: false,
    allowMetaIPAddress: false,
    allowIPAddressList: push.allowAddresses,
  });
}
