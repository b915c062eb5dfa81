/**
 * The account holder of a company lists its users and sets their rights, within its own role, each
 * change confirmed with a one-time code and recorded (who, what, when) in the same transaction.
 */
import type { CompanyUser, Right } from '@baraka/contracts';
import {
  CHANNEL_NAMES,
  type DelegatedRight,
  isPermitted,
  type Permission,
  PROCESS_NAMES,
  SERVICE_NAMES,
} from '@baraka/domain';
import type { FastifyRequest } from 'fastify';
import type { AppDb } from '../../../db/client.ts';
import { AppError } from '../../../plugins/errors/index.ts';
import type { AuthContext } from '../../../plugins/session/auth-context.ts';
import type { ChallengeDeps } from '../challenges/challenge.service.ts';
import { requireStrongAuthentication } from '../challenges/strong-auth.ts';
import { recordCompanyChange } from './company-changes.queries.ts';
import {
  type CompanyDelegate,
  listAccountGrants,
  listCompanyDelegates,
  listRightsOf,
  replaceUserRights,
} from './permissions.queries.ts';
import { getHolderGrants } from './permissions.service.ts';

/** Only a company's account holder manages its users. */
export const requireCompanyHolder = (auth: AuthContext): void => {
  const { user, customer } = auth.record;
  if (customer.kind !== 'COMPANY' || !user.isHolder) {
    throw new AppError('FORBIDDEN', { message: "Only the company's account holder manages its users" });
  }
};

export const toCompanyUser = (
  delegate: CompanyDelegate,
  rights: readonly DelegatedRight[],
  accountIds: readonly string[],
): CompanyUser => ({
  ...delegate,
  status: delegate.status === 'INACTIVE' ? 'INACTIVE' : 'ACTIVE',
  rights: rights.map((right) => ({
    service: right.service,
    process: right.process,
    channels: [...(right.channels ?? CHANNEL_NAMES)],
  })),
  accountIds: [...accountIds],
});

/** Delegates as the page shows them, their rights and accounts read in one query each. */
const readCompanyUsers = async (db: AppDb, delegates: readonly CompanyDelegate[]): Promise<CompanyUser[]> => {
  const ids = delegates.map((delegate) => delegate.id);
  const [rights, accounts] = await Promise.all([listRightsOf(db, ids), listAccountGrants(db, ids)]);
  return delegates.map((delegate) =>
    toCompanyUser(delegate, rights.get(delegate.id) ?? [], accounts.get(delegate.id) ?? []),
  );
};

/** A delegate as the page shows it, with its rights and accounts read now. */
export const readCompanyUser = async (db: AppDb, delegate: CompanyDelegate): Promise<CompanyUser> => {
  const [user] = await readCompanyUsers(db, [delegate]);
  if (!user) {
    throw new Error('a delegate read as no user');
  }
  return user;
};

export const listCompanyUsers = async (db: AppDb, auth: AuthContext): Promise<CompanyUser[]> => {
  requireCompanyHolder(auth);
  return readCompanyUsers(db, await listCompanyDelegates(db, auth.record.customer.id));
};

/** One of the holder's own company users (never another company's), or 404. */
export const findCompanyDelegate = async (
  db: AppDb,
  auth: AuthContext,
  userId: string,
): Promise<CompanyDelegate> => {
  requireCompanyHolder(auth);
  const delegate = (await listCompanyDelegates(db, auth.record.customer.id)).find(
    (user) => user.id === userId,
  );
  if (!delegate) {
    throw new AppError('NOT_FOUND', { message: 'No such user in this company' });
  }
  return delegate;
};

const isKnownRight = (right: Right): right is Right & Permission =>
  (SERVICE_NAMES as readonly string[]).includes(right.service) &&
  (PROCESS_NAMES as readonly string[]).includes(right.process);

/** Same rights in any order, each once: the code confirms this set, not a spelling of it. */
type GrantedRight = Required<DelegatedRight>;

/** Same rights in any order or spelling, each once, channels spelt out: the code confirms this set. */
const normaliseRights = (rights: readonly (Right & Permission)[]): GrantedRight[] =>
  [
    ...new Map(
      rights.map((right) => {
        const channels = right.channels ?? CHANNEL_NAMES;
        return [
          `${right.service}:${right.process}`,
          {
            service: right.service,
            process: right.process,
            channels: CHANNEL_NAMES.filter((c) => channels.includes(c)),
          },
        ];
      }),
    ).values(),
  ].sort((a, b) => a.service.localeCompare(b.service) || a.process.localeCompare(b.process));

export const setCompanyUserRights = async (
  deps: ChallengeDeps,
  request: FastifyRequest,
  auth: AuthContext,
  input: { userId: string; rights: readonly Right[] },
): Promise<CompanyUser> => {
  const delegate = await findCompanyDelegate(deps.db, auth, input.userId);
  const holderGrants = getHolderGrants(auth.record);
  // On each channel asked for (both when unsaid), the holder must have the right itself.
  const refused = input.rights.findIndex(
    (right) =>
      !isKnownRight(right) ||
      !(right.channels ?? CHANNEL_NAMES).every((channel) => isPermitted(holderGrants, right, channel)),
  );
  if (refused >= 0) {
    // A holder gives only what its own role (pack) allows, where it allows it.
    throw new AppError('INVALID_REQUEST', {
      fieldErrors: [{ field: `rights.${refused}`, key: 'invalidSelection' }],
    });
  }
  const rights = normaliseRights(input.rights.filter(isKnownRight));
  const name = `${delegate.firstName} ${delegate.lastName}`;
  await requireStrongAuthentication(deps, request, {
    operation: 'company.rights',
    serviceName: 'COMPANY_USERS',
    processName: 'UPDATE',
    payload: { userId: delegate.id, rights },
    action: {
      fr: `la modification des droits de ${name}`,
      en: `changing ${name}'s rights`,
      ar: `تعديل صلاحيات ${name}`,
    },
  });
  await deps.db.transaction(async (tx) => {
    await replaceUserRights(tx, { userId: delegate.id, grantedBy: auth.userId, rights });
    await recordCompanyChange(tx, {
      customerId: auth.record.customer.id,
      actorUserId: auth.userId,
      targetUserId: delegate.id,
      action: 'RIGHTS',
      rights,
      at: deps.clock.now(),
    });
  });
  return readCompanyUser(deps.db, delegate);
};
