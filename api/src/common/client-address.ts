import type { Request } from 'express';
import ipaddr from 'ipaddr.js';

/**
 * The client a per-client limit counts (orders, sign-in, registration, bookings, messages, code guessing, live streams):
 * an IPv4 address as it is, an IPv6 address by its /64 network. One subscriber or host is given a whole /64 (RFC 6177),
 * so counting each IPv6 address apart let one machine be 2^64 clients (security round four). An IPv4 address written
 * as IPv6 (`::ffff:192.0.2.1`) is that IPv4 address. `req.ip` is the address Express trusts (TRUST_PROXY).
 */
export function clientKey(address: string | undefined | null): string {
  if (!address) return 'unknown';
  // not an address (a misconfigured proxy's header): kept apart from every address's key
  if (!ipaddr.isValid(address)) return `raw:${address.slice(0, 100)}`;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const parts = (parsed as ipaddr.IPv6).parts;
  return `${ipaddr.IPv6.parse(
    `${parts
      .slice(0, 4)
      .map((p) => p.toString(16))
      .join(':')}::`,
  ).toString()}/64`;
}

/** The request's client, as per-client limits count it (`clientKey` of `req.ip`). */
export const clientOf = (req: Pick<Request, 'ip'>): string => clientKey(req.ip);
