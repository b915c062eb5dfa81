/** Reads the products a segment may see on a channel, with their sub-category and category, in order. */
import type { Channel } from '@baraka/contracts';
import { and, asc, eq, exists, inArray, lte, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { categories, productSegments, products, segments, subCategories } from '../../db/schema/index.ts';

export type ProductFilter = {
  segment: string;
  channel: Channel;
  now: Date;
  limit?: number;
  orderedOnly?: boolean;
};

export async function listVisibleProducts(db: AppDb, filter: ProductFilter) {
  const allowedForSegment = db
    .select({ one: sql`1` })
    .from(productSegments)
    .innerJoin(segments, eq(segments.id, productSegments.segmentId))
    .where(and(eq(productSegments.productId, products.id), eq(segments.code, filter.segment)));
  const query = db
    .select({ product: products, subCategory: subCategories, category: categories })
    .from(products)
    .innerJoin(subCategories, eq(subCategories.id, products.subCategoryId))
    .innerJoin(categories, eq(categories.id, subCategories.categoryId))
    .where(
      and(
        eq(products.published, true),
        eq(products.online, true),
        lte(products.publishDate, filter.now),
        filter.channel === 'WEB' ? eq(products.forWeb, true) : eq(products.forMobile, true),
        filter.orderedOnly ? sql`${products.productOrder} > 0` : undefined,
        exists(allowedForSegment),
      ),
    )
    .orderBy(
      asc(categories.categoryOrder),
      asc(subCategories.subCategoryOrder),
      // productOrder 0 means "unordered": after the ordered products of its sub-category.
      sql`${products.productOrder} = 0`,
      asc(products.productOrder),
      asc(products.id),
    );
  return filter.limit === undefined ? query : query.limit(filter.limit);
}

/** The segment codes of many products at once (one query, not one per product). */
export async function listProductSegmentCodes(
  db: AppDb,
  productIds: number[],
): Promise<Map<number, string[]>> {
  const codes = new Map<number, string[]>();
  if (productIds.length === 0) {
    return codes;
  }
  const rows = await db
    .select({ productId: productSegments.productId, code: segments.code })
    .from(productSegments)
    .innerJoin(segments, eq(segments.id, productSegments.segmentId))
    .where(inArray(productSegments.productId, productIds))
    .orderBy(asc(segments.id));
  for (const row of rows) {
    codes.set(row.productId, [...(codes.get(row.productId) ?? []), row.code]);
  }
  return codes;
}
