/** Forms the bank defines as data (spec §3 "Dynamic form"): complaints, suggestions, e-requests, onboarding. */
import type { FormDefinitionInput, LocalizedText } from '@baraka/contracts';
import { integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const dynamicForms = pgTable('dynamic_forms', {
  /** idForm of the spec. */
  id: serial().primaryKey(),
  formName: text().notNull().unique(),
  /** CONTACT, RECLAMATION, SUGGESTION, E_REQUEST or ONBOARDING. */
  category: text().notNull(),
  subCategory: text(),
  description: jsonb().$type<LocalizedText>().notNull(),
  statusForm: text({ enum: ['ACTIVE', 'INACTIVE'] })
    .notNull()
    .default('ACTIVE'),
  /** The form definition, checked by formDefinitionSchema when written and when read. */
  data: jsonb().$type<FormDefinitionInput>().notNull(),
  /** Order in the lists (e-request picker). */
  sortOrder: integer().notNull().default(0),
  creationDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
  lastModification: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
