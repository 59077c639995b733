import { clientKey } from './client-address';

describe('the client a per-client limit counts (security round four)', () => {
  it('counts an IPv6 address by its /64, an IPv4 address as it is', () => {
    expect(clientKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:0db8:0001:0002:0000:0000:0000:0009')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('203.0.113.8')).toBe('203.0.113.8');
  });

  it('reads an IPv4 address written as IPv6 as that IPv4 address', () => {
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::1')).toBe('::/64');
  });

  it('keeps what is not an address apart from every address', () => {
    expect(clientKey(undefined)).toBe('unknown');
    expect(clientKey('')).toBe('unknown');
  });
});
