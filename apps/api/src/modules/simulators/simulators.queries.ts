/** Reads of the simulator catalogue; a product list is three queries whatever its length. */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import {
  simulatorCategories,
  simulatorFactors,
  simulatorFormulas,
  simulatorProducts,
} from '../../db/schema/index.ts';

export type SimulatorKind = (typeof simulatorProducts.$inferSelect)['kind'];
export type CategoryRow = typeof simulatorCategories.$inferSelect;
export type ProductRow = typeof simulatorProducts.$inferSelect;
export type FactorRow = typeof simulatorFactors.$inferSelect;
export type FormulaRow = typeof simulatorFormulas.$inferSelect;
export type ProductWithCategoryRow = { product: ProductRow; category: CategoryRow };

export const selectCategories = (db: AppDb, kind: SimulatorKind): Promise<CategoryRow[]> =>
  db
    .select()
    .from(simulatorCategories)
    .where(eq(simulatorCategories.kind, kind))
    .orderBy(asc(simulatorCategories.categoryOrder), asc(simulatorCategories.id));

export type ProductFilter = { kind?: SimulatorKind; categoryId?: number; productId?: number };

/** Active products with their category, in catalogue order. */
export const selectActiveProducts = (db: AppDb, filter: ProductFilter): Promise<ProductWithCategoryRow[]> =>
  db
    .select({ product: simulatorProducts, category: simulatorCategories })
    .from(simulatorProducts)
    .innerJoin(simulatorCategories, eq(simulatorProducts.categoryId, simulatorCategories.id))
    .where(
      and(
        eq(simulatorProducts.active, true),
        filter.kind === undefined ? undefined : eq(simulatorProducts.kind, filter.kind),
        filter.categoryId === undefined ? undefined : eq(simulatorProducts.categoryId, filter.categoryId),
        filter.productId === undefined ? undefined : eq(simulatorProducts.id, filter.productId),
      ),
    )
    .orderBy(asc(simulatorProducts.productOrder), asc(simulatorProducts.id));

export const selectFactors = (db: AppDb, productIds: readonly number[]): Promise<FactorRow[]> =>
  productIds.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(simulatorFactors)
        .where(inArray(simulatorFactors.productId, [...productIds]))
        .orderBy(asc(simulatorFactors.productId), asc(simulatorFactors.factorOrder));

export const selectFormulas = (db: AppDb, productIds: readonly number[]): Promise<FormulaRow[]> =>
  productIds.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(simulatorFormulas)
        .where(inArray(simulatorFormulas.productId, [...productIds]))
        .orderBy(asc(simulatorFormulas.productId), asc(simulatorFormulas.orderFormula));
