/** Reads and writes of the beneficiaries table; every read is scoped to one customer's live payees. */
import type { BeneficiaryType } from '@baraka/domain';
import { and, asc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { beneficiaries, ledgerAccounts, users } from '../../db/schema/index.ts';

export type BeneficiaryRow = typeof beneficiaries.$inferSelect;
export type BeneficiaryWithCreator = BeneficiaryRow & { creatorName: string };
export type NewBeneficiary = typeof beneficiaries.$inferInsert;
/** What a customer may change on a payee. */
export type BeneficiaryChanges = Omit<
  NewBeneficiary,
  'id' | 'customerId' | 'creatorUserId' | 'beneficiaryType'
>;

const selectWithCreator = (db: AppDb) =>
  db
    .select({
      row: beneficiaries,
      creatorName: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
    })
    .from(beneficiaries)
    .innerJoin(users, eq(users.id, beneficiaries.creatorUserId));

const withCreator = ({ row, creatorName }: { row: BeneficiaryRow; creatorName: string }) => ({
  ...row,
  creatorName,
});

const isLiveOf = (customerId: string) =>
  and(eq(beneficiaries.customerId, customerId), isNull(beneficiaries.deletedAt));

/** A customer's payees of these types, by last then first name. */
export async function listCustomerBeneficiaries(
  db: AppDb,
  customerId: string,
  types: readonly BeneficiaryType[],
): Promise<BeneficiaryWithCreator[]> {
  if (types.length === 0) {
    return [];
  }
  const rows = await selectWithCreator(db)
    .where(and(isLiveOf(customerId), inArray(beneficiaries.beneficiaryType, [...types])))
    .orderBy(
      asc(sql`lower(${beneficiaries.lastName})`),
      asc(sql`lower(${beneficiaries.firstName})`),
      asc(beneficiaries.createdAt),
    );
  return rows.map(withCreator);
}

/** One live payee of the customer, or undefined (someone else's is as absent as a deleted one). */
export async function findCustomerBeneficiary(
  db: AppDb,
  customerId: string,
  id: string,
): Promise<BeneficiaryWithCreator | undefined> {
  const [found] = await selectWithCreator(db).where(and(isLiveOf(customerId), eq(beneficiaries.id, id)));
  return found ? withCreator(found) : undefined;
}

/** Another live payee of the customer with this RIB or IBAN. */
export async function findDuplicateBeneficiary(
  db: AppDb,
  customerId: string,
  account: { rib?: string | null; iban?: string | null },
  exceptId: string | null,
): Promise<BeneficiaryRow | undefined> {
  const matches = [
    account.rib ? eq(beneficiaries.rib, account.rib) : undefined,
    account.iban ? eq(beneficiaries.iban, account.iban) : undefined,
  ].filter((condition) => condition !== undefined);
  if (matches.length === 0) {
    return undefined;
  }
  const [found] = await db
    .select()
    .from(beneficiaries)
    .where(and(isLiveOf(customerId), or(...matches), exceptId ? ne(beneficiaries.id, exceptId) : undefined))
    .limit(1);
  return found;
}

export async function insertBeneficiary(db: AppDb, values: NewBeneficiary): Promise<string> {
  const [row] = await db.insert(beneficiaries).values(values).returning({ id: beneficiaries.id });
  if (!row) {
    throw new Error('beneficiary insert returned nothing');
  }
  return row.id;
}

export async function updateBeneficiary(db: AppDb, id: string, changes: BeneficiaryChanges): Promise<void> {
  await db
    .update(beneficiaries)
    .set(changes)
    .where(and(eq(beneficiaries.id, id), isNull(beneficiaries.deletedAt)));
}

export async function softDeleteBeneficiary(db: AppDb, id: string, now: Date): Promise<boolean> {
  const deleted = await db
    .update(beneficiaries)
    .set({ deletedAt: now, lastModifiedAt: now })
    .where(and(eq(beneficiaries.id, id), isNull(beneficiaries.deletedAt)))
    .returning({ id: beneficiaries.id });
  return deleted.length > 0;
}

/** The customer account of the core bank behind a RIB (read only: the ledger is not changed here). */
export async function findLedgerAccountByRib(
  db: AppDb,
  rib: string,
): Promise<{ customerId: string | null; status: string } | undefined> {
  const [found] = await db
    .select({ customerId: ledgerAccounts.customerId, status: ledgerAccounts.status })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.rib, rib), eq(ledgerAccounts.owner, 'CUSTOMER')));
  return found;
}
