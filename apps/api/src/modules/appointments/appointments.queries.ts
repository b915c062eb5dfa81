/** Reads and writes of appointment requests. */
import { and, count, eq, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { appointments, branches } from '../../db/schema/index.ts';

export type NewAppointment = typeof appointments.$inferInsert;

/**
 * An open agency by its code (only agencies take appointments). With `lock`, the row stays locked
 * until the transaction ends: bookings at one branch are then counted and written one at a time.
 */
export async function findOpenAgency(db: AppDb, code: string, options: { lock?: boolean } = {}) {
  const query = db
    .select({ id: branches.id, code: branches.code, name: branches.name })
    .from(branches)
    .where(and(eq(branches.code, code), eq(branches.branchType, 'AGENCY'), eq(branches.status, 'OPENED')));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

/** How many requests each slot of a branch already holds on a date (slots without any are absent). */
export async function countBookingsBySlot(db: AppDb, branchId: number, date: string) {
  const rows = await db
    .select({ time: appointments.desiredTime, bookings: count() })
    .from(appointments)
    .where(and(eq(appointments.branchId, branchId), eq(appointments.desiredDate, date)))
    .groupBy(appointments.desiredTime);
  return new Map(rows.map((row) => [row.time, row.bookings]));
}

export async function takeAppointmentNumber(db: AppDb): Promise<number> {
  const result = await db.execute<{ n: number }>(sql`select nextval('appointment_numbers')::int as n`);
  const [row] = result.rows;
  if (row === undefined) {
    throw new Error('The appointment sequence answered nothing');
  }
  return Number(row.n);
}

export async function insertAppointment(db: AppDb, appointment: NewAppointment) {
  const [row] = await db.insert(appointments).values(appointment).returning();
  if (row === undefined) {
    throw new Error('The appointment was not stored');
  }
  return row;
}
