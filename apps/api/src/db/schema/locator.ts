/** Branches, ATMs and the services they offer, for the branch and ATM locator. */
import type { LocalizedText } from '@baraka/contracts';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
} from 'drizzle-orm/pg-core';

export type StoredSchedule = {
  type: 'WINTER' | 'SUMMER' | 'RAMADAN';
  days: string;
  indexes: number[];
  firstSessionStart: string;
  firstSessionEnd: string;
  secondSessionStart: string | null;
  secondSessionEnd: string | null;
};

export type StoredContact = { firstName: string; lastName: string; phone: string; email: string };

const address = {
  zipCode: text().notNull(),
  streetName: text().notNull(),
  phone: text().notNull(),
  city: text().notNull(),
  governorate: text().notNull(),
  latitude: doublePrecision().notNull(),
  longitude: doublePrecision().notNull(),
};

export const bankServices = pgTable('bank_services', {
  id: serial().primaryKey(),
  code: text().notNull().unique(),
  name: jsonb().$type<LocalizedText>().notNull(),
  description: jsonb().$type<LocalizedText>().notNull(),
});

export const branches = pgTable(
  'branches',
  {
    id: serial().primaryKey(),
    code: text().notNull().unique(),
    name: jsonb().$type<LocalizedText>().notNull(),
    bic: text().notNull(),
    status: text({ enum: ['OPENED', 'CLOSED'] })
      .notNull()
      .default('OPENED'),
    mainBranch: boolean().notNull().default(false),
    branchType: text({ enum: ['AGENCY', 'REGIONAL_DIR'] })
      .notNull()
      .default('AGENCY'),
    westernUnion: boolean().notNull().default(false),
    ...address,
    // Read whole with the branch, never queried inside: one column keeps the list to one query.
    scheduleList: jsonb().$type<StoredSchedule[]>().notNull(),
    contact: jsonb().$type<StoredContact>().notNull(),
  },
  (table) => [index('branches_city_idx').on(table.city)],
);

export const branchServices = pgTable(
  'branch_services',
  {
    branchId: integer()
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
    serviceId: integer()
      .notNull()
      .references(() => bankServices.id, { onDelete: 'cascade' }),
    isAvailable: boolean().notNull().default(true),
  },
  (table) => [primaryKey({ columns: [table.branchId, table.serviceId] })],
);

export const atms = pgTable(
  'atms',
  {
    id: serial().primaryKey(),
    code: text().notNull().unique(),
    name: jsonb().$type<LocalizedText>().notNull(),
    status: text({ enum: ['IN_SERVICE', 'OUT_OF_SERVICE'] })
      .notNull()
      .default('IN_SERVICE'),
    ...address,
    isAlwaysOpen: boolean().notNull().default(true),
    // Whether the cash cassettes hold notes; the detail call reports it as cashDispo.
    hasCash: boolean().notNull().default(true),
    // ATM features (deposit, foreign cards…) with their on/off state.
    services: jsonb().$type<{ code: string; enable: boolean }[]>().notNull(),
    branchId: integer().references(() => branches.id),
  },
  (table) => [index('atms_city_idx').on(table.city)],
);
