/**
 * Which of the company's accounts a company user may see and act on (within its rights): set by the
 * holder with a one-time code, recorded in the same transaction, read on the user's next call.
 */
import type { CompanyUser, UpdateCompanyUserAccountsRequest } from '@baraka/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { ledgerAccounts } from '../../../db/schema/index.ts';
import { AppError } from '../../../plugins/errors/index.ts';
import type { AuthContext } from '../../../plugins/session/auth-context.ts';
import type { ChallengeDeps } from '../challenges/challenge.service.ts';
import { requireStrongAuthentication } from '../challenges/strong-auth.ts';
import { findCompanyDelegate, readCompanyUser } from './company.service.ts';
import { recordCompanyChange } from './company-changes.queries.ts';
import { replaceAccountGrants } from './permissions.queries.ts';

export const setCompanyUserAccounts = async (
  deps: ChallengeDeps,
  request: FastifyRequest,
  auth: AuthContext,
  input: UpdateCompanyUserAccountsRequest,
): Promise<CompanyUser> => {
  const delegate = await findCompanyDelegate(deps.db, auth, input.userId);
  const accountIds = [...new Set(input.accountIds)].sort();
  const own =
    accountIds.length === 0
      ? []
      : await deps.db
          .select({ id: ledgerAccounts.id })
          .from(ledgerAccounts)
          .where(
            and(
              inArray(ledgerAccounts.id, accountIds),
              eq(ledgerAccounts.owner, 'CUSTOMER'),
              eq(ledgerAccounts.customerId, auth.record.customer.id),
            ),
          );
  const owned = new Set(own.map((row) => row.id));
  const refused = input.accountIds.findIndex((id) => !owned.has(id));
  if (refused >= 0) {
    // Only the company's own accounts; another customer's looks like none at all.
    throw new AppError('INVALID_REQUEST', {
      fieldErrors: [{ field: `accountIds.${refused}`, key: 'invalidSelection' }],
    });
  }
  const name = `${delegate.firstName} ${delegate.lastName}`;
  await requireStrongAuthentication(deps, request, {
    operation: 'company.accounts',
    serviceName: 'COMPANY_USERS',
    processName: 'UPDATE',
    payload: { userId: delegate.id, accountIds },
    action: {
      fr: `le choix des comptes visibles par ${name}`,
      en: `choosing the accounts ${name} may see`,
      ar: `اختيار الحسابات التي يطّلع عليها ${name}`,
    },
  });
  await deps.db.transaction(async (tx) => {
    await replaceAccountGrants(tx, { userId: delegate.id, grantedBy: auth.userId, accountIds });
    await recordCompanyChange(tx, {
      customerId: auth.record.customer.id,
      actorUserId: auth.userId,
      targetUserId: delegate.id,
      action: 'ACCOUNTS',
      accountIds,
      at: deps.clock.now(),
    });
  });
  return readCompanyUser(deps.db, delegate);
};
