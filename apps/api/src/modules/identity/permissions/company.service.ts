/** The account holder of a company lists its users and sets their rights, within its own role. */
import type { CompanyUser, Right } from '@baraka/contracts';
import { isPermitted, type Permission, PROCESS_NAMES, SERVICE_NAMES } from '@baraka/domain';
import type { AppDb } from '../../../db/client.ts';
import { AppError } from '../../../plugins/errors/index.ts';
import type { AuthContext } from '../../../plugins/session/auth-context.ts';
import { listCompanyDelegates, listUserRights, replaceUserRights } from './permissions.queries.ts';
import { getHolderGrants } from './permissions.service.ts';

/** Only a company's account holder manages its users. */
export const requireCompanyHolder = (auth: AuthContext): void => {
  const { user, customer } = auth.record;
  if (customer.kind !== 'COMPANY' || !user.isHolder) {
    throw new AppError('FORBIDDEN', { message: "Only the company's account holder manages its users" });
  }
};

export const listCompanyUsers = async (db: AppDb, auth: AuthContext): Promise<CompanyUser[]> => {
  requireCompanyHolder(auth);
  const delegates = await listCompanyDelegates(db, auth.record.customer.id);
  return Promise.all(delegates.map(async (user) => ({ ...user, rights: await listUserRights(db, user.id) })));
};

const isKnownRight = (right: Right): right is Permission =>
  (SERVICE_NAMES as readonly string[]).includes(right.service) &&
  (PROCESS_NAMES as readonly string[]).includes(right.process);

export const setCompanyUserRights = async (
  db: AppDb,
  auth: AuthContext,
  input: { userId: string; rights: readonly Right[] },
): Promise<CompanyUser> => {
  requireCompanyHolder(auth);
  const delegate = (await listCompanyDelegates(db, auth.record.customer.id)).find(
    (user) => user.id === input.userId,
  );
  if (!delegate) {
    throw new AppError('NOT_FOUND', { message: 'No such user in this company' });
  }
  const holderGrants = getHolderGrants(auth.record);
  const refused = input.rights.findIndex(
    (right) =>
      !isKnownRight(right) ||
      !(['MOB', 'WEB'] as const).some((channel) => isPermitted(holderGrants, right, channel)),
  );
  if (refused >= 0) {
    // A holder gives only what its own role (pack) allows.
    throw new AppError('INVALID_REQUEST', {
      fieldErrors: [{ field: `rights.${refused}`, key: 'invalidSelection' }],
    });
  }
  const rights = input.rights.filter(isKnownRight);
  await replaceUserRights(db, { userId: delegate.id, grantedBy: auth.userId, rights });
  return { ...delegate, rights };
};
