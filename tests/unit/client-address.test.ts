import { describe, expect, it } from 'vitest';
import { clientOf, isThisMachine } from '../../server/http/client-address';

describe('the client a connection is counted against', () => {
  it('is the IPv4 address, written plainly or mapped into IPv6', () => {
    expect(clientOf('203.0.113.9')).toBe('203.0.113.9');
    expect(clientOf('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(clientOf('::FFFF:203.0.113.9')).toBe('203.0.113.9');
  });

  it('is the /64 of an IPv6 address (one subscriber holds a whole /64), however it is written', () => {
    const network = '2001:db8:85a3:8d3::/64';
    for (const address of [
      '2001:db8:85a3:8d3::1',
      '2001:0db8:85a3:08d3:0000:0000:0000:0002',
      '2001:db8:85a3:8d3:1319:8a2e:370:7348',
      '2001:DB8:85A3:8D3:ffff:ffff:ffff:ffff',
      '2001:db8:85a3:8d3::1%eth0',
    ]) {
      expect(clientOf(address)).toBe(network);
    }
    expect(clientOf('2001:db8:85a3:8d4::1')).toBe('2001:db8:85a3:8d4::/64');
    expect(clientOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientOf('::1')).toBe('0:0:0:0::/64');
    expect(clientOf('fe80::1:2:3:4')).toBe('fe80:0:0:0::/64');
  });

  it('is one unknown client for a socket that has no address any more', () => {
    expect(clientOf(undefined)).toBe('unknown');
  });
});

describe('a connection from the machine itself (its own health check)', () => {
  it('is one from the address localhost names, IPv4 or IPv6', () => {
    for (const address of ['127.0.0.1', '::ffff:127.0.0.1', '::FFFF:127.0.0.1', '::1']) {
      expect(isThisMachine(address)).toBe(true);
    }
  });

  it('is not one from the rest of loopback, nor from elsewhere', () => {
    for (const address of ['127.0.0.2', '::ffff:127.0.0.2', '::2', '10.0.0.1', '2001:db8::1', undefined]) {
      expect(isThisMachine(address)).toBe(false);
    }
  });
});
