/** Visitors' appointment requests at a branch (spec §5 "Appointment form"). */
import { date, index, integer, pgSequence, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { branches } from './locator.ts';

/** Numbers the visible references RDV-<year>-<number>; never reused, even after a rollback. */
export const appointmentNumbers = pgSequence('appointment_numbers');

export const appointments = pgTable(
  'appointments',
  {
    id: serial().primaryKey(),
    reference: text().notNull().unique(),
    branchId: integer()
      .notNull()
      .references(() => branches.id),
    subject: text().notNull(),
    desiredDate: date({ mode: 'string' }).notNull(),
    desiredTime: text().notNull(),
    name: text().notNull(),
    phone: text().notNull(),
    email: text().notNull(),
    language: text({ enum: ['fr', 'en', 'ar'] }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  // Counting a branch's bookings per slot on a date.
  (table) => [index('appointments_branch_date_idx').on(table.branchId, table.desiredDate, table.desiredTime)],
);
