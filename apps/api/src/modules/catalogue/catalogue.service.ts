/** The catalogue a segment may see: flat, grouped by category and sub-category, or its first items. */
import type { CatalogueCategory, Channel, LocalizedText, Product, SubCategory } from '@baraka/contracts';
import type { AppDb } from '../../db/client.ts';
import { sanitizeLocalized, stripTags } from '../../lib/rich-text.ts';
import { listProductSegmentCodes, listVisibleProducts, type ProductFilter } from './catalogue.queries.ts';

export type CatalogueAudience = { segment: string; channel: Channel; now: Date };

const plain = (text: LocalizedText): LocalizedText => ({
  fr: stripTags(text.fr),
  en: stripTags(text.en),
  ar: stripTags(text.ar),
});

async function loadProducts(db: AppDb, filter: ProductFilter): Promise<Product[]> {
  const rows = await listVisibleProducts(db, filter);
  const segmentCodes = await listProductSegmentCodes(
    db,
    rows.map((row) => row.product.id),
  );
  return rows.map(({ product, subCategory, category }) => ({
    id: product.id,
    title: plain(product.title),
    description: sanitizeLocalized(product.description),
    summary: plain(product.summary),
    newsDate: product.newsDate.getTime(),
    publishDate: product.publishDate.getTime(),
    productOrder: product.productOrder,
    image: product.image,
    forMobile: product.forMobile,
    forWeb: product.forWeb,
    forWatch: product.forWatch,
    forSocialMedia: product.forSocialMedia,
    published: product.published,
    online: product.online,
    offline: product.offline,
    segments: segmentCodes.get(product.id) ?? [],
    subCategory: {
      id: subCategory.id,
      subCategoryName: subCategory.subCategoryName,
      name: subCategory.name,
      description: subCategory.description,
      subCategoryOrder: subCategory.subCategoryOrder,
      category: {
        id: category.id,
        categoryName: category.categoryName,
        description: category.description,
        categoryType: category.categoryType,
        categoryOrder: category.categoryOrder,
      },
    },
    createdDate: product.createdDate.getTime(),
    lastModifiedDate: product.lastModifiedDate.getTime(),
  }));
}

export function getOnlineProducts(db: AppDb, audience: CatalogueAudience): Promise<Product[]> {
  return loadProducts(db, audience);
}

/** The first ordered products, for a "featured" strip. */
export function getFirstProducts(db: AppDb, audience: CatalogueAudience, size: number): Promise<Product[]> {
  return loadProducts(db, { ...audience, limit: size, orderedOnly: true });
}

function withoutCategory({ category: _category, ...rest }: SubCategory) {
  return rest;
}

/** Products arrive sorted (category, sub-category, product order), so grouping keeps that order. */
export async function getCatalogue(db: AppDb, audience: CatalogueAudience): Promise<CatalogueCategory[]> {
  const catalogue: CatalogueCategory[] = [];
  for (const { subCategory, ...product } of await loadProducts(db, audience)) {
    let category = catalogue.at(-1);
    if (category?.id !== subCategory.category.id) {
      category = { ...subCategory.category, subCategories: [] };
      catalogue.push(category);
    }
    let group = category.subCategories.at(-1);
    if (group?.id !== subCategory.id) {
      group = { ...withoutCategory(subCategory), products: [] };
      category.subCategories.push(group);
    }
    group.products.push(product);
  }
  return catalogue;
}
