/** Seeds the catalogue: segments, categories with their sub-categories, products and their segments. */
import { inArray } from 'drizzle-orm';
import { sanitizeLocalized } from '../../../lib/rich-text.ts';
import type { AppTx } from '../../client.ts';
import { categories, productSegments, products, segments, subCategories } from '../../schema/index.ts';
import type { SeedStep } from '../seed-steps.ts';
import { ACCOUNTS_AND_SAVINGS } from './accounts-and-savings.ts';
import { CARDS } from './cards.ts';
import { CATEGORIES } from './categories.ts';
import { FINANCING } from './financing.ts';
import { SEGMENTS } from './segments.ts';

const DAY_MS = 86_400_000;

async function insertCategories(tx: AppTx): Promise<Map<string, number>> {
  const subCategoryIds = new Map<string, number>();
  for (const [index, category] of CATEGORIES.entries()) {
    const [row] = await tx
      .insert(categories)
      .values({
        categoryName: category.categoryName,
        categoryType: category.categoryType,
        description: category.description,
        categoryOrder: index + 1,
      })
      .returning({ id: categories.id });
    if (!row) {
      throw new Error(`category ${category.categoryName} was not inserted`);
    }
    const inserted = await tx
      .insert(subCategories)
      .values(
        category.subCategories.map((sub, subIndex) => ({
          subCategoryName: sub.subCategoryName,
          name: sub.name,
          description: sub.description,
          subCategoryOrder: subIndex + 1,
          categoryId: row.id,
        })),
      )
      .returning({ id: subCategories.id });
    category.subCategories.forEach((sub, subIndex) => {
      const id = inserted[subIndex]?.id;
      if (id !== undefined) {
        subCategoryIds.set(sub.key, id);
      }
    });
  }
  return subCategoryIds;
}

export const seedCatalogue: SeedStep = {
  name: 'catalogue',
  run: async (tx) => {
    await tx.insert(segments).values([...SEGMENTS]);
    const segmentRows = await tx.select({ id: segments.id, code: segments.code }).from(segments);
    const segmentIds = new Map(segmentRows.map((row) => [row.code, row.id]));
    const subCategoryIds = await insertCategories(tx);
    const publishedAt = new Date(Date.now() - 30 * DAY_MS);
    const seeds = [...ACCOUNTS_AND_SAVINGS, ...CARDS, ...FINANCING];
    const inserted = await tx
      .insert(products)
      .values(
        seeds.map((seed) => {
          const subCategoryId = subCategoryIds.get(seed.subCategory);
          if (subCategoryId === undefined) {
            throw new Error(`unknown sub-category ${seed.subCategory}`);
          }
          return {
            title: seed.title,
            summary: seed.summary,
            description: sanitizeLocalized(seed.description),
            image: seed.image,
            productOrder: seed.order,
            newsDate: publishedAt,
            publishDate: publishedAt,
            forMobile: seed.forMobile ?? true,
            forWeb: seed.forWeb ?? true,
            subCategoryId,
          };
        }),
      )
      .returning({ id: products.id });
    const links = seeds.flatMap((seed, index) =>
      seed.segments.map((code) => {
        const segmentId = segmentIds.get(code);
        const productId = inserted[index]?.id;
        if (segmentId === undefined || productId === undefined) {
          throw new Error(`cannot link segment ${code}`);
        }
        return { productId, segmentId };
      }),
    );
    await tx.insert(productSegments).values(links);
  },
};

/** Looks up sub-categories by their data name, for the content seed (offers). */
export async function findSubCategoryIds(tx: AppTx, names: string[]): Promise<Map<string, number>> {
  const rows = await tx
    .select({ id: subCategories.id, name: subCategories.subCategoryName })
    .from(subCategories)
    .where(inArray(subCategories.subCategoryName, names));
  return new Map(rows.map((row) => [row.name, row.id]));
}
