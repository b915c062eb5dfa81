/** Reads and writes of the rights a company's account holder granted to its users. */
import type { ChannelName, DelegatedRight, ProcessName, ServiceName } from '@baraka/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppDb } from '../../../db/client.ts';
import { accountGrants, bankCustomers, userRights, users } from '../../../db/schema/index.ts';

type GrantedRight = Required<DelegatedRight>;

/** The rights each of these users was granted, in one query. */
export const listRightsOf = async (
  db: AppDb,
  userIds: readonly string[],
): Promise<Map<string, GrantedRight[]>> => {
  const rights = new Map<string, GrantedRight[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) {
    return rights;
  }
  const rows = await db
    .select({
      userId: userRights.userId,
      service: userRights.service,
      process: userRights.process,
      channels: userRights.channels,
    })
    .from(userRights)
    .where(inArray(userRights.userId, [...userIds]))
    .orderBy(userRights.service, userRights.process);
  for (const row of rows) {
    rights.get(row.userId)?.push({
      service: row.service as ServiceName,
      process: row.process as ProcessName,
      channels: row.channels as ChannelName[],
    });
  }
  return rights;
};

export const listUserRights = async (db: AppDb, userId: string): Promise<GrantedRight[]> =>
  (await listRightsOf(db, [userId])).get(userId) ?? [];

/** Replaces a user's rights in one transaction. */
export const replaceUserRights = async (
  db: AppDb,
  input: { userId: string; grantedBy: string; rights: readonly GrantedRight[] },
): Promise<void> => {
  await db.transaction(async (tx) => {
    await tx.delete(userRights).where(eq(userRights.userId, input.userId));
    if (input.rights.length > 0) {
      await tx.insert(userRights).values(
        input.rights.map((right) => ({
          ...right,
          channels: [...right.channels],
          userId: input.userId,
          grantedBy: input.grantedBy,
        })),
      );
    }
  });
};

/** The users of a company who are not its account holder and whose access was not revoked. */
export const listCompanyDelegates = async (db: AppDb, customerId: string) =>
  db
    .select({
      id: users.id,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      status: users.status,
      isInvited: users.mustChangePassword,
    })
    .from(users)
    .innerJoin(bankCustomers, eq(users.customerId, bankCustomers.id))
    .where(and(eq(users.customerId, customerId), eq(users.isHolder, false), eq(users.removed, false)))
    .orderBy(users.username);

export type CompanyDelegate = Awaited<ReturnType<typeof listCompanyDelegates>>[number];

/** The accounts each of these users may see (granted by the company's account holder). */
export const listAccountGrants = async (
  db: AppDb,
  userIds: readonly string[],
): Promise<Map<string, string[]>> => {
  const grants = new Map<string, string[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) {
    return grants;
  }
  const rows = await db
    .select({ userId: accountGrants.userId, accountId: accountGrants.accountId })
    .from(accountGrants)
    .where(inArray(accountGrants.userId, [...userIds]))
    .orderBy(accountGrants.accountId);
  for (const row of rows) {
    grants.get(row.userId)?.push(row.accountId);
  }
  return grants;
};

/** Replaces the accounts a user may see, in the caller's transaction. */
export const replaceAccountGrants = async (
  db: AppDb,
  input: { userId: string; grantedBy: string; accountIds: readonly string[] },
): Promise<void> => {
  await db.delete(accountGrants).where(eq(accountGrants.userId, input.userId));
  if (input.accountIds.length > 0) {
    await db.insert(accountGrants).values(
      input.accountIds.map((accountId) => ({
        accountId,
        userId: input.userId,
        grantedBy: input.grantedBy,
      })),
    );
  }
};
