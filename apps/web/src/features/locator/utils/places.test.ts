import type { Atm, Branch } from '@baraka/contracts/locator/schemas';
import { describe, expect, it } from 'vitest';
import { filterPlaces, NO_FILTERS, orderPlaces, toPlaces } from './places';

const name = (fr: string) => ({ fr, en: fr, ar: fr });
const address = (city: string, latitude: number, longitude: number) => ({
  zipCode: '1000',
  streetName: 'Avenue',
  phone: '+216 71 000 000',
  city,
  governorate: city,
  latitude,
  longitude,
});
const schedule = {
  type: 'WINTER' as const,
  days: 'MONDAY-FRIDAY',
  indexes: [1, 2, 3, 4, 5],
  firstSessionStart: '08:30',
  firstSessionEnd: '12:30',
  secondSessionStart: '14:00',
  secondSessionEnd: '18:00',
};
const branch = (
  id: string,
  city: string,
  latitude: number,
  longitude: number,
  westernUnion: boolean,
): Branch => ({
  branchID: id,
  branchName: name(`Agence ${city}`),
  bic: 'X',
  status: 'OPENED',
  mainBranch: false,
  branchType: 'AGENCY',
  westernUnion,
  latitude,
  longitude,
  address: address(city, latitude, longitude),
  scheduleList: [schedule],
  services: [
    { code: 'SAFE_DEPOSIT', serviceName: name('Coffres'), description: name(''), status: 'AVAILABLE' },
  ],
  contact: { firstName: 'A', lastName: 'B', phone: '', email: '' },
});
const atm = (
  code: string,
  city: string,
  latitude: number,
  longitude: number,
  isAlwaysOpen: boolean,
): Atm => ({
  code,
  name: name(`GAB ${city}`),
  status: 'IN_SERVICE',
  address: address(city, latitude, longitude),
  services: [{ code: 'CASH_DEPOSIT', name: name('Dépôt'), description: name(''), enable: true }],
  isAlwaysOpen,
});

// Monday 23 November 2026, 10:00 in Tunis: winter morning session.
const mondayMorning = new Date('2026-11-23T10:00:00+01:00');
const sundayMorning = new Date('2026-11-22T10:00:00+01:00');
const input = {
  branches: [branch('017', 'Sousse', 35.8256, 10.6369, true), branch('024', 'Sfax', 34.7406, 10.7603, false)],
  atms: [atm('GAB-1', 'Béja', 36.7256, 9.1817, true), atm('GAB-2', 'Sousse', 35.862, 10.588, false)],
  holidays: [],
};

describe('locator places', () => {
  it('searches city and name without accents, and filters by kind', () => {
    const places = toPlaces({ ...input, now: mondayMorning });
    expect(filterPlaces(places, { ...NO_FILTERS, query: 'beja' }).map((place) => place.id)).toEqual([
      'GAB-1',
    ]);
    expect(
      filterPlaces(places, { ...NO_FILTERS, query: 'SOUSSE', kind: 'branch' }).map((place) => place.id),
    ).toEqual(['017']);
    expect(filterPlaces(places, { ...NO_FILTERS, kind: 'atm' })).toHaveLength(2);
  });

  it('keeps open places with "open now": branches by their timetable, wall ATMs always', () => {
    const open = (now: Date) =>
      filterPlaces(toPlaces({ ...input, now }), { ...NO_FILTERS, isOpenNow: true }).map((place) => place.id);
    expect(open(mondayMorning)).toEqual(['017', '024', 'GAB-1']);
    expect(open(sundayMorning)).toEqual(['GAB-1']);
  });

  it('filters by Western Union and by a service', () => {
    const places = toPlaces({ ...input, now: mondayMorning });
    expect(filterPlaces(places, { ...NO_FILTERS, hasWesternUnion: true }).map((place) => place.id)).toEqual([
      '017',
    ]);
    expect(filterPlaces(places, { ...NO_FILTERS, service: 'CASH_DEPOSIT' }).map((place) => place.id)).toEqual(
      ['GAB-1', 'GAB-2'],
    );
  });

  it('sorts nearest first from the visitor, with the distance', () => {
    const places = toPlaces({ ...input, now: mondayMorning });
    const fromSfax = orderPlaces(places, { latitude: 34.74, longitude: 10.76 });
    expect(fromSfax[0]?.id).toBe('024');
    expect(fromSfax[0]?.distanceKm).toBeLessThan(1);
    expect(fromSfax.at(-1)?.id).toBe('GAB-1');
  });
});
