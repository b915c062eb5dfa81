/** Reads of financings with their contract, refund account and schedule lines. */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { financingContracts, financingLines, financings, ledgerAccounts } from '../../db/schema/index.ts';
import { AppError } from '../../plugins/errors/index.ts';
import type { AuthContext } from '../../plugins/session/auth-context.ts';
import { visibleAccountsCondition } from '../accounts/index.ts';

export type FinancingRow = typeof financings.$inferSelect;
export type FinancingContractRow = typeof financingContracts.$inferSelect;
export type FinancingLineRow = typeof financingLines.$inferSelect;
export type FinancingParts = {
  financing: FinancingRow;
  contract: FinancingContractRow;
  account: typeof ledgerAccounts.$inferSelect;
};

const withParts = (db: AppDb) =>
  db
    .select({ financing: financings, contract: financingContracts, account: ledgerAccounts })
    .from(financings)
    .innerJoin(financingContracts, eq(financingContracts.financingId, financings.id))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, financings.refundAccountId));

/** The user's financings: those repaid from an account they may see (a delegate sees the granted ones). */
export const listVisibleFinancings = (db: AppDb, auth: AuthContext): Promise<FinancingParts[]> =>
  withParts(db)
    .where(and(eq(financings.customerId, auth.record.customer.id), visibleAccountsCondition(db, auth)))
    .orderBy(asc(financings.establishmentDate), asc(financings.id));

/** One of the user's financings, or 404: another customer's is indistinguishable from a missing one. */
export async function getVisibleFinancing(
  db: AppDb,
  auth: AuthContext,
  loanId: string,
): Promise<FinancingParts> {
  const [row] = await withParts(db).where(
    and(
      eq(financings.id, loanId),
      eq(financings.customerId, auth.record.customer.id),
      visibleAccountsCondition(db, auth),
    ),
  );
  if (!row) {
    throw new AppError('NOT_FOUND', { message: 'No such financing' });
  }
  return row;
}

export const getFinancingParts = async (
  db: AppDb,
  financingId: string,
): Promise<FinancingParts | undefined> => (await withParts(db).where(eq(financings.id, financingId)))[0];

/** The schedule lines of some financings, by financing, in order. */
export async function listLinesOf(
  db: AppDb,
  financingIds: readonly string[],
): Promise<Map<string, FinancingLineRow[]>> {
  const byFinancing = new Map<string, FinancingLineRow[]>(financingIds.map((id) => [id, []]));
  if (financingIds.length === 0) {
    return byFinancing;
  }
  const rows = await db
    .select()
    .from(financingLines)
    .where(inArray(financingLines.financingId, [...financingIds]))
    .orderBy(asc(financingLines.financingId), asc(financingLines.number));
  for (const row of rows) {
    byFinancing.get(row.financingId)?.push(row);
  }
  return byFinancing;
}
