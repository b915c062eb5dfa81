/**
 * Which transfers a user may see, and one transfer's detail: the transfers of the accounts they may
 * see, of the types their role lets them view.
 */
import {
  type Language,
  TRANSFER_SERVICES,
  TRANSFER_TYPES,
  type TransferDetail,
  type TransferType,
} from '@baraka/contracts';
import { isPermitted } from '@baraka/domain';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { ledgerAccounts, transfers } from '../../db/schema/index.ts';
import { AppError } from '../../plugins/errors/index.ts';
import type { AuthContext } from '../../plugins/session/auth-context.ts';
import { type VisibleAccount, visibleAccountsCondition } from '../accounts/index.ts';
import { toTransferDetail } from './transfer-mapper.ts';
import type { StatusLine, TransferRow } from './transfer-status.ts';
import { findTransfer, listStatusHistory } from './transfers.queries.ts';

/** The types whose service the user may view on this channel. */
export const viewableTypes = (auth: AuthContext): TransferType[] =>
  TRANSFER_TYPES.filter((type) =>
    isPermitted(auth.grants, { service: TRANSFER_SERVICES[type], process: 'VIEW' }, auth.channel),
  );

/** Transfers debiting an account the user may see, of a type they may view. */
export function visibleTransfersCondition(db: AppDb, auth: AuthContext): SQL {
  const accounts = db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(visibleAccountsCondition(db, auth));
  return and(
    eq(transfers.customerId, auth.record.customer.id),
    inArray(transfers.debitAccountId, accounts),
    inArray(transfers.type, viewableTypes(auth)),
  ) as SQL;
}

export async function getTransferDetail(
  db: AppDb,
  auth: AuthContext,
  id: string,
  language: Language,
): Promise<TransferDetail> {
  const found = await findTransfer(db, id, visibleTransfersCondition(db, auth));
  if (!found) {
    throw new AppError('NOT_FOUND', { message: 'No such transfer' });
  }
  return toTransferDetail(found, await listStatusHistory(db, id), language);
}

/**
 * The detail of a transfer the call has just written, from the rows as stored and the accounts the
 * order was checked against (the debited one visible to the user, the credited one when it is the
 * customer's own): what getTransferDetail reads back, without the two reads.
 */
export function describeWrittenTransfer(
  auth: AuthContext,
  written: { row: TransferRow; history: StatusLine[] },
  accounts: { debit: VisibleAccount; credit: VisibleAccount | null },
  language: Language,
): TransferDetail {
  if (!viewableTypes(auth).includes(written.row.type as TransferType)) {
    throw new AppError('NOT_FOUND', { message: 'No such transfer' });
  }
  const { debit, credit } = accounts;
  const found = {
    transfer: written.row,
    debitAccountNumber: debit.accountNumber,
    creditAccountNumber: credit?.accountNumber ?? null,
    creditAccountCategory: credit?.category ?? null,
    creditAccountTitle: credit?.title ?? null,
  };
  return toTransferDetail(found, written.history, language);
}
