/** The record of what a company's account holder changed for its users: written with the change. */
import type { CompanyUserChange } from '@baraka/contracts';
import { desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppDb } from '../../../db/client.ts';
import { companyUserChanges, users } from '../../../db/schema/index.ts';

export type CompanyChangeAction = CompanyUserChange['action'];

export const recordCompanyChange = async (
  db: AppDb,
  change: {
    customerId: string;
    actorUserId: string;
    targetUserId: string;
    action: CompanyChangeAction;
    rights?: { service: string; process: string }[];
    accountIds?: string[];
    at: Date;
  },
): Promise<void> => {
  await db
    .insert(companyUserChanges)
    .values({ ...change, rights: change.rights ?? null, accountIds: change.accountIds ?? null });
};

const LIST_LIMIT = 100;

export const listCompanyChanges = async (db: AppDb, customerId: string): Promise<CompanyUserChange[]> => {
  const actor = alias(users, 'actor');
  const target = alias(users, 'target');
  const rows = await db
    .select({
      id: companyUserChanges.id,
      at: companyUserChanges.at,
      action: companyUserChanges.action,
      rights: companyUserChanges.rights,
      accountIds: companyUserChanges.accountIds,
      actorFirstName: actor.firstName,
      actorLastName: actor.lastName,
      targetFirstName: target.firstName,
      targetLastName: target.lastName,
    })
    .from(companyUserChanges)
    .innerJoin(actor, eq(actor.id, companyUserChanges.actorUserId))
    .innerJoin(target, eq(target.id, companyUserChanges.targetUserId))
    .where(eq(companyUserChanges.customerId, customerId))
    .orderBy(desc(companyUserChanges.at), desc(companyUserChanges.id))
    .limit(LIST_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    action: row.action as CompanyChangeAction,
    actorName: `${row.actorFirstName} ${row.actorLastName}`,
    targetName: `${row.targetFirstName} ${row.targetLastName}`,
    rights: row.rights,
    accountIds: row.accountIds,
  }));
};
