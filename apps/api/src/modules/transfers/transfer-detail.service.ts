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
import { visibleAccountsCondition } from '../accounts/index.ts';
import { toTransferDetail } from './transfer-mapper.ts';
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
