import { isIPv4 } from 'node:net';

/** The groups of an IPv6 address, all eight (`::` expanded; a trailing dotted IPv4 counts as two). */
function ipv6Groups(address: string): string[] {
  const groupsOf = (part: string) =>
    part
      ? part.split(':').flatMap((group) => {
          if (!isIPv4(group)) return [group];
          const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
          return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
        })
      : [];
  const [head = '', tail] = address.split('::');
  const start = groupsOf(head);
  const end = tail === undefined ? [] : groupsOf(tail);
  const zeros = tail === undefined ? [] : Array<string>(Math.max(0, 8 - start.length - end.length)).fill('0');
  return [...start, ...zeros, ...end];
}

/**
 * Who a connection is counted against, from its socket's remote address: the IPv4 address
 * (also when mapped into IPv6), or the /64 network of an IPv6 address, since one subscriber is
 * given a whole /64 and could open each connection from another address in it.
 */
export function clientOf(remoteAddress: string | undefined): string {
  if (!remoteAddress) return 'unknown';
  const address = remoteAddress.replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (!address.includes(':')) return address;
  const network = ipv6Groups(address)
    .slice(0, 4)
    .map((group) => group.toLowerCase().replace(/^0+(?=.)/, ''));
  return `${network.join(':')}::/64`;
}

/**
 * Whether a connection comes from the machine itself by the address `localhost` names (127.0.0.1,
 * ::1): the container's own health check. Only the loopback address itself: the rest of
 * 127.0.0.0/8 is no probe's, and on a test machine it stands for other clients.
 */
export function isThisMachine(remoteAddress: string | undefined): boolean {
  const address = remoteAddress?.toLowerCase();
  return address === '127.0.0.1' || address === '::ffff:127.0.0.1' || address === '::1';
}
