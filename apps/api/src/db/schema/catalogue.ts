/** Product catalogue: segments, categories, sub-categories, products and who may see each product. */
import type { LocalizedText } from '@baraka/contracts';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

const timestamps = {
  createdDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
  lastModifiedDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
};

export const segments = pgTable('segments', {
  id: serial().primaryKey(),
  code: text().notNull().unique(),
  name: text().notNull(),
  description: text().notNull(),
  masterSegment: text().notNull().default('DEFAULT_MASTER_SEGMENT'),
  ...timestamps,
});

export const categories = pgTable('categories', {
  id: serial().primaryKey(),
  categoryName: text().notNull(),
  description: jsonb().$type<LocalizedText>().notNull(),
  categoryType: text({ enum: ['PRODUCT', 'OFFER'] }).notNull(),
  categoryOrder: integer().notNull(),
});

export const subCategories = pgTable(
  'sub_categories',
  {
    id: serial().primaryKey(),
    subCategoryName: text().notNull(),
    name: jsonb().$type<LocalizedText>().notNull(),
    description: jsonb().$type<LocalizedText>().notNull(),
    subCategoryOrder: integer().notNull(),
    categoryId: integer()
      .notNull()
      .references(() => categories.id),
  },
  (table) => [index('sub_categories_category_idx').on(table.categoryId, table.subCategoryOrder)],
);

export const products = pgTable(
  'products',
  {
    id: serial().primaryKey(),
    title: jsonb().$type<LocalizedText>().notNull(),
    description: jsonb().$type<LocalizedText>().notNull(),
    summary: jsonb().$type<LocalizedText>().notNull(),
    image: text().notNull(),
    productOrder: integer().notNull().default(0),
    newsDate: timestamp({ withTimezone: true }).notNull(),
    publishDate: timestamp({ withTimezone: true }).notNull(),
    forMobile: boolean().notNull().default(true),
    forWeb: boolean().notNull().default(true),
    forWatch: boolean().notNull().default(false),
    forSocialMedia: boolean().notNull().default(false),
    published: boolean().notNull().default(true),
    online: boolean().notNull().default(true),
    offline: boolean().notNull().default(false),
    subCategoryId: integer()
      .notNull()
      .references(() => subCategories.id),
    ...timestamps,
  },
  (table) => [index('products_sub_category_idx').on(table.subCategoryId, table.productOrder)],
);

export const productSegments = pgTable(
  'product_segments',
  {
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    segmentId: integer()
      .notNull()
      .references(() => segments.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.segmentId] }),
    // Visibility is looked up from the segment side: "which products may this segment see".
    index('product_segments_segment_idx').on(table.segmentId, table.productId),
  ],
);
