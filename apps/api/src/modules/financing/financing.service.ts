/** A customer's financings: the list, one financing's details and its funding schedule. */
import type { FinancingDetails, FinancingList, FundingSchedule } from '@baraka/contracts';
import type { AppDb } from '../../db/client.ts';
import type { AuthContext } from '../../plugins/session/auth-context.ts';
import { getVisibleFinancing, listLinesOf, listVisibleFinancings } from './financing.queries.ts';
import { describeFinancing, describeFinancingDetails, describeSchedule } from './financing-view.ts';

export async function listFinancings(db: AppDb, auth: AuthContext): Promise<FinancingList> {
  const visible = await listVisibleFinancings(db, auth);
  const lines = await listLinesOf(
    db,
    visible.map((parts) => parts.financing.id),
  );
  return {
    loans: visible.map((parts) => describeFinancing(parts, lines.get(parts.financing.id) ?? [])),
  };
}

export async function getFinancingDetails(
  db: AppDb,
  auth: AuthContext,
  loanId: string,
): Promise<FinancingDetails> {
  const parts = await getVisibleFinancing(db, auth, loanId);
  const lines = await listLinesOf(db, [loanId]);
  return describeFinancingDetails(parts, lines.get(loanId) ?? []);
}

export async function getFundingSchedule(
  db: AppDb,
  auth: AuthContext,
  loanId: string,
): Promise<FundingSchedule> {
  const parts = await getVisibleFinancing(db, auth, loanId);
  const lines = await listLinesOf(db, [loanId]);
  return describeSchedule(parts, lines.get(loanId) ?? []);
}
