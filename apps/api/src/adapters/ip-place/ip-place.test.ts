import { describe, expect, it } from 'vitest';
import { findIpPlace, toStoredPlace } from './ip-place.ts';

describe('the approximate place of an address', () => {
  it('finds the country of public IPv4 and IPv6 addresses', async () => {
    expect(await findIpPlace('197.1.2.3')).toEqual({ countryCode: 'TN' });
    expect(await findIpPlace('::ffff:197.1.2.3')).toEqual({ countryCode: 'TN' });
    expect(await findIpPlace('2001:4860:4860::8888')).toEqual({ countryCode: 'US' });
  });

  it('says "local network" for private and loopback addresses', async () => {
    for (const ip of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.5',
      '192.168.1.10',
      '::1',
      'fd00::1',
      '::ffff:10.0.0.7',
    ]) {
      expect(await findIpPlace(ip), ip).toEqual({ isLocal: true });
    }
  });

  it('knows nothing of no address or a malformed one', async () => {
    expect(await findIpPlace(undefined)).toBeNull();
    expect(await findIpPlace('not-an-ip')).toBeNull();
  });

  it('is stored as the country code or LOCAL', () => {
    expect(toStoredPlace({ countryCode: 'TN' })).toBe('TN');
    expect(toStoredPlace({ isLocal: true })).toBe('LOCAL');
    expect(toStoredPlace(null)).toBeNull();
  });
});
