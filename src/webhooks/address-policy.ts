// Which addresses an outgoing webhook may reach: only global unicast ones. Private, loopback,
// link-local, multicast, unspecified, carrier-grade NAT, reserved and the IPv6 ranges that embed
// an IPv4 address (mapped, 6to4, NAT64, Teredo) are refused unless the operator allows private
// targets (WEBHOOK_ALLOW_PRIVATE). The ranges are ipaddr.js's (its `range()`), not a list of our own.
import ipaddr from 'ipaddr.js';

/** Why `address` may not be reached, or null when it may. `address` is a literal IPv4 or IPv6 address. */
export function refusedAddress(address: string, allowPrivate: boolean): string | null {
  if (!ipaddr.isValid(address)) return 'not an IP address';
  if (allowPrivate) return null;
  // An IPv4-mapped IPv6 address (::ffff:127.0.0.1) is judged as the IPv4 address it is.
  const ip = ipaddr.process(address);
  const range = ip.range();
  return range === 'unicast' ? null : `${ip.kind() === 'ipv4' ? 'IPv4' : 'IPv6'} ${range} address`;
}
