/** Branches and ATMs as one list of places, and the filters of the locator applied to it. */
import type { BankHolidayDto } from '@baraka/contracts/content/schemas';
import type { Atm, Branch } from '@baraka/contracts/locator/schemas';
import type { BankHoliday } from '@baraka/domain/calendar/bank-holidays';
import { sortByDistance } from '@baraka/domain/locator/distance';
import { getOpeningStatus, type OpeningStatus } from '@baraka/domain/locator/opening-status';

export type PlaceKind = 'branch' | 'atm';

type PlaceBase = {
  id: string;
  latitude: number;
  longitude: number;
  /** Names and address words in every language, for the search box. */
  searchText: string;
  serviceCodes: string[];
  isOpenNow: boolean;
  distanceKm?: number;
};
export type Place =
  | (PlaceBase & { kind: 'branch'; branch: Branch; opening: OpeningStatus })
  | (PlaceBase & { kind: 'atm'; atm: Atm });

export type KindFilter = 'all' | PlaceKind;
export type PlaceFilters = {
  query: string;
  kind: KindFilter;
  isOpenNow: boolean;
  hasWesternUnion: boolean;
  service: string | null;
};

export const NO_FILTERS: PlaceFilters = {
  query: '',
  kind: 'all',
  isOpenNow: false,
  hasWesternUnion: false,
  service: null,
};

export function toDomainHolidays(holidays: readonly BankHolidayDto[]): BankHoliday[] {
  return holidays.map((holiday) => ({
    names: { fr: holiday.nameFr, en: holiday.nameEn, ar: holiday.nameAr },
    dateFrom: holiday.dateFrom,
    dateTo: holiday.dateTo,
  }));
}

const normalize = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f\u064B-\u0652]/g, '')
    .toLowerCase();

export function toPlaces(input: {
  branches: readonly Branch[];
  atms: readonly Atm[];
  holidays: readonly BankHoliday[];
  now: Date;
}): Place[] {
  const branchPlaces: Place[] = input.branches.map((branch) => {
    const opening = getOpeningStatus({
      schedules: branch.scheduleList,
      holidays: input.holidays,
      status: branch.status,
      at: input.now,
    });
    return {
      kind: 'branch',
      id: branch.branchID,
      latitude: branch.latitude,
      longitude: branch.longitude,
      searchText: normalize(
        [
          ...Object.values(branch.branchName),
          branch.address.city,
          branch.address.governorate,
          branch.address.streetName,
        ].join(' '),
      ),
      serviceCodes: branch.services
        .filter((service) => service.status === 'AVAILABLE')
        .map((service) => service.code),
      isOpenNow: opening.isOpen,
      branch,
      opening,
    };
  });
  const atmPlaces: Place[] = input.atms.map((atm) => ({
    kind: 'atm',
    id: atm.code,
    latitude: atm.address.latitude,
    longitude: atm.address.longitude,
    searchText: normalize(
      [...Object.values(atm.name), atm.address.city, atm.address.governorate, atm.address.streetName].join(
        ' ',
      ),
    ),
    serviceCodes: atm.services.filter((service) => service.enable).map((service) => service.code),
    // Only wall machines are known to be usable at any hour; mall machines follow the mall.
    isOpenNow: atm.status === 'IN_SERVICE' && atm.isAlwaysOpen,
    atm,
  }));
  return [...branchPlaces, ...atmPlaces];
}

export function filterPlaces(places: readonly Place[], filters: PlaceFilters): Place[] {
  const needle = normalize(filters.query.trim());
  return places.filter(
    (place) =>
      (filters.kind === 'all' || place.kind === filters.kind) &&
      (needle === '' || place.searchText.includes(needle)) &&
      (!filters.isOpenNow || place.isOpenNow) &&
      (!filters.hasWesternUnion || (place.kind === 'branch' && place.branch.westernUnion)) &&
      (filters.service === null || place.serviceCodes.includes(filters.service)),
  );
}

/** Nearest first when the visitor's position is known; otherwise the order the bank lists them in. */
export function orderPlaces(
  places: readonly Place[],
  origin: { latitude: number; longitude: number } | null,
): Place[] {
  return origin ? sortByDistance(places, origin) : [...places];
}
