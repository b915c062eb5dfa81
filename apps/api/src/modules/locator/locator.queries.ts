/** Reads branches, ATMs and their services; each list is a fixed number of queries, whatever its size. */
import { asc, eq, inArray } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { atms, bankServices, branches, branchServices } from '../../db/schema/index.ts';

export function listBranches(db: AppDb, codes?: string[]) {
  const query = db.select().from(branches);
  return (codes === undefined ? query : query.where(inArray(branches.code, codes))).orderBy(
    asc(branches.governorate),
    asc(branches.city),
    asc(branches.code),
  );
}

export function listServicesOfBranches(db: AppDb, branchIds: number[]) {
  if (branchIds.length === 0) {
    return Promise.resolve([]);
  }
  return db
    .select({
      branchId: branchServices.branchId,
      isAvailable: branchServices.isAvailable,
      service: bankServices,
    })
    .from(branchServices)
    .innerJoin(bankServices, eq(bankServices.id, branchServices.serviceId))
    .where(inArray(branchServices.branchId, branchIds))
    .orderBy(asc(bankServices.id));
}

export function listAtms(db: AppDb, code?: string) {
  const query = db.select().from(atms);
  return (code === undefined ? query : query.where(eq(atms.code, code))).orderBy(
    asc(atms.governorate),
    asc(atms.city),
    asc(atms.code),
  );
}

export function listServicesByCode(db: AppDb, codes: string[]) {
  if (codes.length === 0) {
    return Promise.resolve([]);
  }
  return db.select().from(bankServices).where(inArray(bankServices.code, codes));
}
