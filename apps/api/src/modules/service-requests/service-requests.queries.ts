/** Reads and writes of customers' service requests. */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { serviceRequestAttachments, serviceRequests } from '../../db/schema/index.ts';

export type ServiceRequestRow = typeof serviceRequests.$inferSelect;
export type NewServiceRequest = typeof serviceRequests.$inferInsert;

/** One customer's requests of one kind, newest first: another customer's never come back. */
export async function listUserRequests(
  db: AppDb,
  userId: string,
  kind: string,
): Promise<ServiceRequestRow[]> {
  return db
    .select()
    .from(serviceRequests)
    .where(and(eq(serviceRequests.userId, userId), eq(serviceRequests.kind, kind)))
    .orderBy(desc(serviceRequests.createdAt), desc(serviceRequests.id));
}

export async function takeServiceRequestNumber(db: AppDb): Promise<number> {
  const result = await db.execute<{ n: number }>(sql`select nextval('service_request_numbers')::int as n`);
  const [row] = result.rows;
  if (row === undefined) {
    throw new Error('The service request sequence answered nothing');
  }
  return Number(row.n);
}

export async function insertServiceRequest(
  db: AppDb,
  request: NewServiceRequest,
): Promise<ServiceRequestRow> {
  const [row] = await db.insert(serviceRequests).values(request).returning();
  if (row === undefined) {
    throw new Error('The service request was not stored');
  }
  return row;
}

export async function linkAttachments(
  db: AppDb,
  serviceRequestId: number,
  links: readonly { attachmentId: string; fieldKey: string }[],
): Promise<void> {
  if (links.length > 0) {
    await db.insert(serviceRequestAttachments).values(links.map((link) => ({ ...link, serviceRequestId })));
  }
}
