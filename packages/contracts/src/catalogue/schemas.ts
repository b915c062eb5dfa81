/** The product catalogue (spec §3 Product, SubCategory, Category, Segment); its calls are in endpoints.ts. */
import { z } from 'zod';
import { epochMillisSchema, localizedTextSchema } from '../shared/localized.ts';

/** The segment every visitor belongs to; products listing it are public. */
export const GUEST_SEGMENT = 'GUEST';

export const CATEGORY_TYPES = ['PRODUCT', 'OFFER'] as const;

export const categorySchema = z.object({
  id: z.number().int(),
  categoryName: z.string(),
  description: localizedTextSchema,
  categoryType: z.enum(CATEGORY_TYPES),
  categoryOrder: z.number().int(),
});
export type Category = z.infer<typeof categorySchema>;

export const subCategorySchema = z.object({
  id: z.number().int(),
  subCategoryName: z.string(),
  name: localizedTextSchema,
  description: localizedTextSchema,
  subCategoryOrder: z.number().int(),
  category: categorySchema,
});
export type SubCategory = z.infer<typeof subCategorySchema>;

export const productSchema = z.object({
  id: z.number().int(),
  title: localizedTextSchema,
  /** Sanitised HTML per language. */
  description: localizedTextSchema,
  /** One short line per language for cards and lists. */
  summary: localizedTextSchema,
  newsDate: epochMillisSchema,
  publishDate: epochMillisSchema,
  /** 0 means "no particular place": such products come after the ordered ones. */
  productOrder: z.number().int(),
  image: z.string(),
  forMobile: z.boolean(),
  forWeb: z.boolean(),
  forWatch: z.boolean(),
  forSocialMedia: z.boolean(),
  published: z.boolean(),
  online: z.boolean(),
  offline: z.boolean(),
  /** Codes of the segments allowed to see the product. */
  segments: z.array(z.string()),
  subCategory: subCategorySchema,
  createdDate: epochMillisSchema,
  lastModifiedDate: epochMillisSchema,
});
export type Product = z.infer<typeof productSchema>;

/** GET api/product/products: categories → sub-categories → products, each level in its order. */
export const catalogueSubCategorySchema = subCategorySchema
  .omit({ category: true })
  .extend({ products: z.array(productSchema.omit({ subCategory: true })) });
export const catalogueCategorySchema = categorySchema.extend({
  subCategories: z.array(catalogueSubCategorySchema),
});
export type CatalogueCategory = z.infer<typeof catalogueCategorySchema>;
export type CatalogueProduct = CatalogueCategory['subCategories'][number]['products'][number];

/** GET api/product/first: how many featured products to answer. */
export const firstProductsQuerySchema = z.object({ size: z.coerce.number().int().min(1).max(20).default(4) });

export const segmentSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  masterSegment: z.string(),
});
export type Segment = z.infer<typeof segmentSchema>;
