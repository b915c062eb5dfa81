/**
 * Seeds the locator: the services catalogue, branches (one main branch, two regional directions),
 * and a cash machine in front of every branch plus machines in airports and malls. Variations
 * (Saturday opening, Western Union, a machine out of cash…) follow the position in the list, so
 * every run writes the same data.
 */
import { atms, bankServices, branches, branchServices } from '../../schema/index.ts';
import type { SeedStep } from '../seed-steps.ts';
import { BRANCH_PLACES, OFFSITE_ATMS, type PlaceSeed, REGIONAL_DIRECTIONS } from './places.ts';
import { OFFICE_SCHEDULE, SATURDAY_SCHEDULE, STANDARD_SCHEDULE } from './schedules.ts';
import { ATM_SERVICES, BRANCH_SERVICES } from './services.ts';

const MANAGERS = [
  ['Sana', 'Ben Salah'],
  ['Mohamed', 'Trabelsi'],
  ['Amel', 'Gharbi'],
  ['Karim', 'Jaziri'],
  ['Leila', 'Mansouri'],
  ['Hichem', 'Bouazizi'],
  ['Rim', 'Khelifi'],
  ['Walid', 'Hammami'],
] as const;

const SATURDAY_BRANCHES = new Set(['002', '017', '018', '024', '030']);
const CLOSED_BRANCHES = new Set(['027']);

const phoneOf = (place: PlaceSeed, index: number) =>
  `+216 ${place.areaCode} ${String(100 + index * 7).slice(-3)} ${String(200 + index * 13).slice(-3)}`;

function nameOf(place: PlaceSeed, kind: 'branch' | 'direction' | 'atm') {
  const site = place.site;
  if (kind === 'direction') {
    return {
      fr: site?.fr ?? place.city.fr,
      en: `${place.city.en} regional direction`,
      ar: site?.ar ?? place.city.ar,
    };
  }
  const prefix =
    kind === 'branch' ? { fr: 'Agence', en: 'branch', ar: 'فرع' } : { fr: 'GAB', en: 'ATM', ar: 'موزّع' };
  const frSite = site ? ` ${site.fr}` : '';
  const arSite = site ? ` ${site.ar}` : '';
  return {
    fr: `${prefix.fr} ${place.city.fr}${frSite}`,
    en: `${place.city.en}${site ? ` ${site.fr}` : ''} ${prefix.en}`,
    ar: `${prefix.ar} ${place.city.ar}${arSite}`,
  };
}

const addressOf = (place: PlaceSeed, index: number) => ({
  zipCode: place.zipCode,
  streetName: place.street,
  phone: phoneOf(place, index),
  city: place.city.fr,
  governorate: place.governorate,
  latitude: place.latitude,
  longitude: place.longitude,
});

function branchRow(place: PlaceSeed, index: number, kind: 'branch' | 'direction') {
  const [firstName, lastName] = MANAGERS[index % MANAGERS.length] ?? MANAGERS[0];
  return {
    code: place.code,
    name: nameOf(place, kind),
    bic: 'BEITTNTT',
    status: CLOSED_BRANCHES.has(place.code) ? ('CLOSED' as const) : ('OPENED' as const),
    mainBranch: place.code === '001',
    branchType: kind === 'direction' ? ('REGIONAL_DIR' as const) : ('AGENCY' as const),
    westernUnion: kind === 'branch' && index % 3 !== 2,
    ...addressOf(place, index),
    scheduleList:
      kind === 'direction'
        ? OFFICE_SCHEDULE
        : SATURDAY_BRANCHES.has(place.code)
          ? SATURDAY_SCHEDULE
          : STANDARD_SCHEDULE,
    contact: {
      firstName,
      lastName,
      phone: phoneOf(place, index),
      email: `agence${place.code.toLowerCase()}@albaraka.example.tn`,
    },
  };
}

/** Which services a branch lists: every branch opens accounts; the rest varies by place. */
function branchServiceCodes(place: PlaceSeed, index: number, kind: 'branch' | 'direction'): string[] {
  if (kind === 'direction') {
    return ['BUSINESS_DESK', 'FINANCING_ADVICE'];
  }
  return BRANCH_SERVICES.map((service) => service.code).filter((code, serviceIndex) => {
    if (code === 'ACCOUNT_OPENING' || code === 'FINANCING_ADVICE') {
      return true;
    }
    if (code === 'BUSINESS_DESK') {
      return place.code === '001' || place.site?.fr === 'Centre';
    }
    return (index + serviceIndex) % 3 !== 0;
  });
}

/** A branch's machine stands in its front wall, a few dozen metres from the counter's pin. */
const ATM_OFFSET = { latitude: 0.0006, longitude: 0.0009 };

function atmRow(place: PlaceSeed, index: number, branchId: number | null, code: string) {
  const offset = branchId === null ? { latitude: 0, longitude: 0 } : ATM_OFFSET;
  return {
    code,
    name: nameOf(place, 'atm'),
    status: index % 13 === 7 ? ('OUT_OF_SERVICE' as const) : ('IN_SERVICE' as const),
    ...addressOf(place, index),
    latitude: place.latitude + offset.latitude,
    longitude: place.longitude + offset.longitude,
    // Machines inside malls follow the mall's hours; wall machines never close.
    isAlwaysOpen: !(place.site?.fr ?? '').match(/Mall|City|commercial/),
    hasCash: index % 9 !== 4,
    services: ATM_SERVICES.map((service, serviceIndex) => ({
      code: service.code,
      enable:
        service.code === 'CASH_WITHDRAWAL' || service.code === 'BALANCE' || (index + serviceIndex) % 4 !== 0,
    })),
    branchId,
  };
}

export const seedLocator: SeedStep = {
  name: 'locator',
  run: async (tx) => {
    const services = await tx
      .insert(bankServices)
      .values([...BRANCH_SERVICES, ...ATM_SERVICES])
      .returning({ id: bankServices.id, code: bankServices.code });
    const serviceIds = new Map(services.map((service) => [service.code, service.id]));
    const places = [
      ...BRANCH_PLACES.map((place) => ({ place, kind: 'branch' as const })),
      ...REGIONAL_DIRECTIONS.map((place) => ({ place, kind: 'direction' as const })),
    ];
    const inserted = await tx
      .insert(branches)
      .values(places.map(({ place, kind }, index) => branchRow(place, index, kind)))
      .returning({ id: branches.id, code: branches.code });
    const branchIds = new Map(inserted.map((row) => [row.code, row.id]));
    await tx.insert(branchServices).values(
      places.flatMap(({ place, kind }, index) =>
        branchServiceCodes(place, index, kind).map((code) => ({
          branchId: branchIds.get(place.code) ?? 0,
          serviceId: serviceIds.get(code) ?? 0,
        })),
      ),
    );
    await tx
      .insert(atms)
      .values([
        ...BRANCH_PLACES.map((place, index) =>
          atmRow(place, index, branchIds.get(place.code) ?? null, `GAB-${place.code}`),
        ),
        ...OFFSITE_ATMS.map((place, index) => atmRow(place, BRANCH_PLACES.length + index, null, place.code)),
      ]);
  },
};
