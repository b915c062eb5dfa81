/**
 * The approximate place of an address: its country, read from an offline database shipped in an
 * npm package (country data of the NRO's registries, CC BY 4.0), so no address leaves the server.
 */
import { createRequire } from 'node:module';
import { BlockList, isIP } from 'node:net';
import { DEVICE_LOCAL_PLACE } from '@baraka/contracts';
import type { CountryResponse, Reader } from 'maxmind';

/** A country (ISO 3166 alpha-2), or a private or loopback network: no country to tell. */
export type IpPlace = { countryCode: string } | { isLocal: true };

const DATABASE = '@ip-location-db/geo-whois-asn-country-mmdb/geo-whois-asn-country.mmdb';

const LOCAL_NETWORKS = new BlockList();
for (const [network, prefix] of [
  ['10.0.0.0', 8],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
] as const) {
  LOCAL_NETWORKS.addSubnet(network, prefix, 'ipv4');
}
LOCAL_NETWORKS.addAddress('::1', 'ipv6');
LOCAL_NETWORKS.addSubnet('fc00::', 7, 'ipv6');
LOCAL_NETWORKS.addSubnet('fe80::', 10, 'ipv6');

/** `::ffff:192.168.1.2` (IPv4 seen through an IPv6 socket) is the IPv4 address. */
const unmap = (ip: string): string => (/^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(ip) ? ip.slice(7) : ip);

type CountryRecord = CountryResponse & { country_code?: string };

let reader: Promise<Reader<CountryRecord>> | undefined;

/** Opened once, on the first look-up (about 8 MB read from disk); the package is loaded only then. */
const openReader = (): Promise<Reader<CountryRecord>> => {
  reader ??= import('maxmind').then(({ default: maxmind }) =>
    maxmind.open<CountryRecord>(createRequire(import.meta.url).resolve(DATABASE)),
  );
  return reader;
};

/** Where an address is, roughly; null for no address, an unknown one, or a database that fails. */
export async function findIpPlace(address: string | undefined): Promise<IpPlace | null> {
  const ip = unmap(address ?? '');
  const family = isIP(ip);
  if (family === 0) {
    return null;
  }
  if (LOCAL_NETWORKS.check(ip, family === 4 ? 'ipv4' : 'ipv6')) {
    return { isLocal: true };
  }
  try {
    const record = (await openReader()).get(ip);
    const countryCode = record?.country_code ?? record?.country?.iso_code;
    return countryCode && /^[A-Z]{2}$/.test(countryCode) ? { countryCode } : null;
  } catch {
    // The place is a courtesy: a sign-in never fails for want of it.
    return null;
  }
}

/** The stored form: a country code or LOCAL. */
export const toStoredPlace = (place: IpPlace | null): string | null =>
  place === null ? null : 'isLocal' in place ? DEVICE_LOCAL_PLACE : place.countryCode;
