/**
 * Which ledger accounts a signed-in user may see: every account of their customer, except for a
 * company's other users, who see only the accounts its account holder granted them.
 */
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { uuidArray } from '../../db/prepared.ts';
import { accountGrants, ledgerAccounts } from '../../db/schema/index.ts';
import { AppError } from '../../plugins/errors/index.ts';
import type { AuthContext } from '../../plugins/session/auth-context.ts';
import { findCustomerAccount, findCustomerAccounts } from './accounts.queries.ts';

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

/**
 * Those of the given accounts the user may see, by id, read in one query: a call naming two accounts
 * reads both at once, and answers for each in its own order (an absent one with noSuchAccount).
 */
export async function getVisibleAccounts(
  db: AppDb,
  auth: AuthContext,
  accountIds: readonly string[],
): Promise<Map<string, VisibleAccount>> {
  const accounts = auth.record.user.isHolder
    ? await findCustomerAccounts(db, auth.record.customer.id, accountIds)
    : await db
        .select()
        .from(ledgerAccounts)
        .where(
          and(
            sql`${ledgerAccounts.id} = any(${uuidArray(accountIds)}::uuid[])`,
            visibleAccountsCondition(db, auth),
          ),
        );
  return new Map(accounts.map((account) => [account.id, account]));
}

/** The answer to an account the user may not see: another customer's is indistinguishable from a missing one. */
export const noSuchAccount = (): AppError => new AppError('NOT_FOUND', { message: 'No such account' });
