/**
 * Simulator catalogue (spec §3): categories, products, and each product's factors and formulas.
 * Bounds, steps and formulas are expressions (text) read by the domain evaluator, never SQL numbers.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export type LocalizedColumn = { fr: string; en: string; ar: string };

export const simulatorKind = pgEnum('simulator_kind', ['LOAN', 'SAVINGS']);
export const simulatorUnit = pgEnum('simulator_unit', ['CCY', 'MONTH', 'YEARS', 'PERCENT']);
export const simulatorFactorType = pgEnum('simulator_factor_type', ['INTERVAL', 'UNIQUE']);

export const simulatorCategories = pgTable(
  'simulator_categories',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    kind: simulatorKind().notNull(),
    name: text().notNull(),
    label: jsonb().$type<LocalizedColumn>().notNull(),
    description: jsonb().$type<LocalizedColumn>().notNull(),
    categoryOrder: integer().notNull().default(0),
  },
  // Lists read one kind in order.
  (table) => [uniqueIndex('simulator_categories_kind_name_key').on(table.kind, table.name)],
);

export const simulatorProducts = pgTable(
  'simulator_products',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    kind: simulatorKind().notNull(),
    categoryId: integer()
      .notNull()
      .references(() => simulatorCategories.id),
    name: text().notNull().unique(),
    label: jsonb().$type<LocalizedColumn>().notNull(),
    description: jsonb().$type<LocalizedColumn>().notNull(),
    active: boolean().notNull().default(true),
    segment: text().notNull(),
    productOrder: integer().notNull().default(0),
  },
  (table) => [
    index('simulator_products_kind_order_idx').on(table.kind, table.productOrder),
    index('simulator_products_category_idx').on(table.categoryId),
  ],
);

export const simulatorFactors = pgTable(
  'simulator_factors',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    productId: integer()
      .notNull()
      .references(() => simulatorProducts.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    type: simulatorFactorType().notNull(),
    unit: simulatorUnit().notNull(),
    hidden: boolean().notNull().default(false),
    factorOrder: integer().notNull(),
    label: jsonb().$type<LocalizedColumn>().notNull(),
    description: jsonb().$type<LocalizedColumn>(),
    startValue: text(),
    endValue: text(),
    interpolationStep: text(),
    defaultValue: text(),
    value: text(),
  },
  (table) => [
    // Also the index of "the factors of these products".
    uniqueIndex('simulator_factors_product_name_key').on(table.productId, table.name),
    check(
      'simulator_factors_shape_check',
      sql`(${table.type} = 'INTERVAL' and ${table.startValue} is not null and ${table.endValue} is not null and ${table.interpolationStep} is not null) or (${table.type} = 'UNIQUE' and ${table.value} is not null)`,
    ),
  ],
);

export const simulatorFormulas = pgTable(
  'simulator_formulas',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    productId: integer()
      .notNull()
      .references(() => simulatorProducts.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    label: jsonb().$type<LocalizedColumn>().notNull(),
    value: text().notNull(),
    unit: simulatorUnit().notNull(),
    orderFormula: integer().notNull(),
  },
  (table) => [uniqueIndex('simulator_formulas_product_name_key').on(table.productId, table.name)],
);
