/** Branches and ATMs in the shapes of spec §3, with the holidays a branch's timetable must skip. */
import type { Atm, AtmDetail, BankService, Branch, BranchDetail } from '@baraka/contracts';
import { toTunisTime } from '@baraka/domain';
import type { AppDb } from '../../db/client.ts';
import type { atms, branches } from '../../db/schema/index.ts';
import { AppError } from '../../plugins/errors/index.ts';
import { getBankHolidays } from '../content/index.ts';
import { listAtms, listBranches, listServicesByCode, listServicesOfBranches } from './locator.queries.ts';

type BranchRow = typeof branches.$inferSelect;
type AtmRow = typeof atms.$inferSelect;

const addressOf = (row: BranchRow | AtmRow) => ({
  zipCode: row.zipCode,
  streetName: row.streetName,
  phone: row.phone,
  city: row.city,
  governorate: row.governorate,
  latitude: row.latitude,
  longitude: row.longitude,
});

async function loadBranches(db: AppDb, codes?: string[]): Promise<Branch[]> {
  const rows = await listBranches(db, codes);
  const services = await listServicesOfBranches(
    db,
    rows.map((row) => row.id),
  );
  const servicesByBranch = new Map<number, BankService[]>();
  for (const { branchId, isAvailable, service } of services) {
    const entry: BankService = {
      code: service.code,
      serviceName: service.name,
      description: service.description,
      status: isAvailable ? 'AVAILABLE' : 'UNAVAILABLE',
    };
    servicesByBranch.set(branchId, [...(servicesByBranch.get(branchId) ?? []), entry]);
  }
  return rows.map((row) => ({
    branchID: row.code,
    branchName: row.name,
    bic: row.bic,
    status: row.status,
    mainBranch: row.mainBranch,
    branchType: row.branchType,
    westernUnion: row.westernUnion,
    latitude: row.latitude,
    longitude: row.longitude,
    address: addressOf(row),
    scheduleList: row.scheduleList,
    services: servicesByBranch.get(row.id) ?? [],
    contact: row.contact,
  }));
}

export function getBranches(db: AppDb): Promise<Branch[]> {
  return loadBranches(db);
}

/** One branch with the bank holidays from today on (this year and next), for its opening status. */
export async function getBranchDetail(db: AppDb, branchId: string, now: Date): Promise<BranchDetail> {
  const [branch] = await loadBranches(db, [branchId]);
  if (!branch) {
    throw new AppError('NOT_FOUND');
  }
  const bankHolidays = await getBankHolidays(db, { from: toTunisTime(now).date }, now);
  return { ...branch, bankHolidays };
}

async function loadAtms(db: AppDb, code?: string): Promise<(Atm & { hasCash: boolean })[]> {
  const rows = await listAtms(db, code);
  const codes = [...new Set(rows.flatMap((row) => row.services.map((service) => service.code)))];
  const catalogue = new Map((await listServicesByCode(db, codes)).map((service) => [service.code, service]));
  return rows.map((row) => ({
    code: row.code,
    name: row.name,
    status: row.status,
    address: addressOf(row),
    isAlwaysOpen: row.isAlwaysOpen,
    hasCash: row.hasCash,
    services: row.services.flatMap((service) => {
      const known = catalogue.get(service.code);
      return known
        ? [{ code: known.code, name: known.name, description: known.description, enable: service.enable }]
        : [];
    }),
  }));
}

export async function getAtms(db: AppDb): Promise<Atm[]> {
  return (await loadAtms(db)).map(({ hasCash: _hasCash, ...atm }) => atm);
}

/** The detail adds cashDispo: an ATM out of service has no cash to give either. */
export async function getAtmDetail(db: AppDb, code: string): Promise<AtmDetail> {
  const [atm] = await loadAtms(db, code);
  if (!atm) {
    throw new AppError('NOT_FOUND');
  }
  const { hasCash, ...rest } = atm;
  return { ...rest, cashDispo: hasCash && atm.status === 'IN_SERVICE' };
}
