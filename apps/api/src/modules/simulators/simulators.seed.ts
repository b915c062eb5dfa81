/** Seeds the simulator catalogue of spec §9 (four financing products, one savings plan) from the domain. */
import {
  type CatalogueProduct,
  checkSimulatorDefinition,
  LOAN_PRODUCTS,
  SAVINGS_PRODUCTS,
  SIMULATOR_CATEGORIES,
} from '@baraka/domain';
import type { AppTx } from '../../db/client.ts';
import {
  simulatorCategories,
  simulatorFactors,
  simulatorFormulas,
  simulatorProducts,
} from '../../db/schema/index.ts';

const insertProduct = async (tx: AppTx, entry: CatalogueProduct, categoryId: number, order: number) => {
  const problems = checkSimulatorDefinition(entry);
  if (problems.length > 0) {
    throw new Error(`Simulator ${entry.name} cannot be seeded: ${problems.join('; ')}`);
  }
  const [product] = await tx
    .insert(simulatorProducts)
    .values({
      kind: entry.kind,
      categoryId,
      name: entry.name,
      label: entry.label,
      description: entry.description,
      segment: entry.segment,
      productOrder: order,
    })
    .returning({ id: simulatorProducts.id });
  if (!product) {
    throw new Error(`Simulator ${entry.name} was not inserted`);
  }
  await tx.insert(simulatorFactors).values(
    entry.factors.map((factor) => ({
      productId: product.id,
      name: factor.name,
      type: factor.type,
      unit: factor.unit,
      hidden: factor.hidden,
      factorOrder: factor.factorOrder,
      label: factor.label,
      description: factor.description,
      ...(factor.type === 'UNIQUE'
        ? { value: factor.value }
        : {
            startValue: factor.startValue,
            endValue: factor.endValue,
            interpolationStep: factor.interpolationStep,
            defaultValue: factor.defaultValue,
          }),
    })),
  );
  await tx.insert(simulatorFormulas).values(
    entry.formulas.map((formula) => ({
      productId: product.id,
      name: formula.name,
      label: formula.label,
      value: formula.value,
      unit: formula.unit,
      orderFormula: formula.orderFormula,
    })),
  );
};

export const seedSimulators = async (tx: AppTx): Promise<void> => {
  const categories = await tx
    .insert(simulatorCategories)
    .values(SIMULATOR_CATEGORIES.map((category, index) => ({ ...category, categoryOrder: index + 1 })))
    .returning({
      id: simulatorCategories.id,
      kind: simulatorCategories.kind,
      name: simulatorCategories.name,
    });
  const products = [...LOAN_PRODUCTS, ...SAVINGS_PRODUCTS];
  for (const [index, entry] of products.entries()) {
    const category = categories.find((row) => row.kind === entry.kind && row.name === entry.categoryName);
    if (!category) {
      throw new Error(`Simulator ${entry.name} names an unknown category ${entry.categoryName}`);
    }
    await insertProduct(tx, entry, category.id, index + 1);
  }
};
