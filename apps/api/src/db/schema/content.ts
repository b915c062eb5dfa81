/** Public content: news, offers, FAQ, legal texts and bank holidays. */
import type { LocalizedText } from '@baraka/contracts';
import { boolean, date, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { subCategories } from './catalogue.ts';

export const newsItems = pgTable(
  'news_items',
  {
    id: serial().primaryKey(),
    title: jsonb().$type<LocalizedText>().notNull(),
    description: jsonb().$type<LocalizedText>().notNull(),
    image: text().notNull(),
    newsDate: timestamp({ withTimezone: true }).notNull(),
    publishDate: timestamp({ withTimezone: true }).notNull(),
    // Null: stays up until unpublished.
    endDate: timestamp({ withTimezone: true }),
    contentOrder: integer().notNull().default(0),
    subCategoryId: integer().references(() => subCategories.id),
    homePage: boolean().notNull().default(false),
    published: boolean().notNull().default(true),
    mobile: boolean().notNull().default(true),
    web: boolean().notNull().default(true),
    watch: boolean().notNull().default(false),
    socialMedia: boolean().notNull().default(false),
    online: boolean().notNull().default(true),
    offline: boolean().notNull().default(false),
  },
  (table) => [index('news_items_visible_idx').on(table.published, table.publishDate, table.endDate)],
);

export const offers = pgTable(
  'offers',
  {
    id: serial().primaryKey(),
    title: jsonb().$type<LocalizedText>().notNull(),
    details: jsonb().$type<LocalizedText>().notNull(),
    image: text().notNull(),
    dateFrom: timestamp({ withTimezone: true }).notNull(),
    dateTo: timestamp({ withTimezone: true }).notNull(),
    offerOrder: integer().notNull().default(0),
    subCategoryId: integer().references(() => subCategories.id),
    mobileTablet: boolean().notNull().default(true),
    web: boolean().notNull().default(true),
    watch: boolean().notNull().default(false),
    socialMedia: boolean().notNull().default(false),
  },
  (table) => [index('offers_period_idx').on(table.dateFrom, table.dateTo)],
);

export const faqItems = pgTable(
  'faq_items',
  {
    id: serial().primaryKey(),
    question: jsonb().$type<LocalizedText>().notNull(),
    response: jsonb().$type<LocalizedText>().notNull(),
    status: text({ enum: ['ENABLED', 'DISABLED'] })
      .notNull()
      .default('ENABLED'),
    order: integer().notNull(),
    topic: text().notNull(),
  },
  (table) => [index('faq_items_order_idx').on(table.status, table.order)],
);

/** One row: the introduction shown above the questions. */
export const faqConfig = pgTable('faq_config', {
  id: serial().primaryKey(),
  introduction: jsonb().$type<LocalizedText>().notNull(),
});

export const legalTexts = pgTable('legal_texts', {
  id: serial().primaryKey(),
  theme: text({ enum: ['LEGAL_NOTICE', 'PRIVACY_POLICY', 'SECURITY_MENTION'] })
    .notNull()
    .unique(),
  description: jsonb().$type<LocalizedText>().notNull(),
  lastModifiedDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const bankHolidays = pgTable(
  'bank_holidays',
  {
    id: serial().primaryKey(),
    nameFr: text().notNull(),
    nameEn: text().notNull(),
    nameAr: text().notNull(),
    dateFrom: date({ mode: 'string' }).notNull(),
    dateTo: date({ mode: 'string' }).notNull(),
  },
  (table) => [index('bank_holidays_period_idx').on(table.dateTo, table.dateFrom)],
);
