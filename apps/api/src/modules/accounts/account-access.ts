/**
 * Which ledger accounts a signed-in user may see: every account of their customer, except for a
 * company's other users, who see only the accounts its account holder granted them.
 */
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { accountGrants, ledgerAccounts } from '../../db/schema/index.ts';
import { AppError } from '../../plugins/errors/index.ts';
import type { AuthContext } from '../../plugins/session/auth-context.ts';
import { findCustomerAccount } from './accounts.queries.ts';

/** The SQL condition selecting the user's visible accounts. */
export function visibleAccountsCondition(db: AppDb, auth: AuthContext): SQL {
  const { user, customer } = auth.record;
  const ofCustomer = and(eq(ledgerAccounts.owner, 'CUSTOMER'), eq(ledgerAccounts.customerId, customer.id));
  if (user.isHolder) {
    return ofCustomer as SQL;
  }
  const granted = db
    .select({ id: accountGrants.accountId })
    .from(accountGrants)
    .where(eq(accountGrants.userId, user.id));
  return and(ofCustomer, inArray(ledgerAccounts.id, granted)) as SQL;
}

export type VisibleAccount = typeof ledgerAccounts.$inferSelect;

/** One visible account, or 404: another customer's account is indistinguishable from a missing one. */
export async function getVisibleAccount(
  db: AppDb,
  auth: AuthContext,
  accountId: string,
): Promise<VisibleAccount> {
  const [account] = auth.record.user.isHolder
    ? [await findCustomerAccount(db, auth.record.customer.id, accountId)]
    : await db
        .select()
        .from(ledgerAccounts)
        .where(and(eq(ledgerAccounts.id, accountId), visibleAccountsCondition(db, auth)));
  if (!account) {
    throw noSuchAccount();
  }
  return account;
}

/** The answer to an account the user may not see: another customer's is indistinguishable from a missing one. */
export const noSuchAccount = (): AppError => new AppError('NOT_FOUND', { message: 'No such account' });
