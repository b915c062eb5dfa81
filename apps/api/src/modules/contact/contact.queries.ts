/** Reads and writes of the contact area. */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import {
  contactCategories,
  contactGroups,
  contactMethods,
  contactRequests,
  contactSubCategories,
  customerContactPoints,
} from '../../db/schema/index.ts';

export type ContactGroupRow = typeof contactGroups.$inferSelect;
export type ContactMethodRow = typeof contactMethods.$inferSelect;
export type ContactCategoryRow = typeof contactCategories.$inferSelect;
export type ContactSubCategoryRow = typeof contactSubCategories.$inferSelect;
export type NewContactRequest = typeof contactRequests.$inferInsert;

export async function listContactGroups(db: AppDb) {
  const [groups, methods] = await Promise.all([
    db.select().from(contactGroups).orderBy(asc(contactGroups.sortOrder), asc(contactGroups.id)),
    db.select().from(contactMethods).orderBy(asc(contactMethods.sortOrder), asc(contactMethods.id)),
  ]);
  return { groups, methods };
}

export async function listContactCategories(db: AppDb) {
  const [categories, subCategories] = await Promise.all([
    db.select().from(contactCategories).orderBy(asc(contactCategories.categoryOrder)),
    db.select().from(contactSubCategories).orderBy(asc(contactSubCategories.subCategoryOrder)),
  ]);
  return { categories, subCategories };
}

export async function findContactCategory(db: AppDb, id: number) {
  const [row] = await db.select().from(contactCategories).where(eq(contactCategories.id, id));
  return row;
}

export async function listRequirements(db: AppDb, categoryId: number) {
  return db
    .select()
    .from(contactSubCategories)
    .where(eq(contactSubCategories.categoryId, categoryId))
    .orderBy(asc(contactSubCategories.subCategoryOrder));
}

/** A requirement, only if it belongs to that subject. */
export async function findRequirement(db: AppDb, categoryId: number, id: number) {
  const [row] = await db
    .select()
    .from(contactSubCategories)
    .where(and(eq(contactSubCategories.id, id), eq(contactSubCategories.categoryId, categoryId)));
  return row;
}

export async function findContactPoints(db: AppDb, userId: string) {
  const [row] = await db.select().from(customerContactPoints).where(eq(customerContactPoints.userId, userId));
  return row;
}

export async function takeContactNumber(db: AppDb): Promise<number> {
  const result = await db.execute<{ n: number }>(sql`select nextval('contact_request_numbers')::int as n`);
  const [row] = result.rows;
  if (row === undefined) {
    throw new Error('The contact sequence answered nothing');
  }
  return Number(row.n);
}

export async function insertContactRequest(db: AppDb, request: NewContactRequest) {
  const [row] = await db.insert(contactRequests).values(request).returning();
  if (row === undefined) {
    throw new Error('The contact request was not stored');
  }
  return row;
}

/** The branch took the request up: ANSWERED or CLOSED (its process of the engine moves with it). */
export async function setContactRequestStatus(db: AppDb, id: number, status: 'ANSWERED' | 'CLOSED') {
  await db.update(contactRequests).set({ status }).where(eq(contactRequests.id, id));
}
