/** The product catalogue (spec §3 Product, SubCategory, Category, Segment) and its calls. */
import { z } from 'zod';
import { defineEndpoint, listAnswer } from '../shared/endpoint.ts';
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

// The session is read when there is one, so a customer's segment chooses the products; a visitor's
// answer is the same for every visitor.
const READS_SESSION = { auth: 'optional', cache: 'public' } as const;

/** The calls of the area. */
export const catalogueEndpoints = {
  online: defineEndpoint({
    method: 'GET',
    path: 'api/product/online',
    area: 'catalogue',
    summary: 'Every product online for the caller, in catalogue order',
    access: READS_SESSION,
    answer: listAnswer(productSchema),
  }),
  products: defineEndpoint({
    method: 'GET',
    path: 'api/product/products',
    area: 'catalogue',
    summary: 'The catalogue grouped by category and sub-category, each in its order',
    access: READS_SESSION,
    answer: listAnswer(catalogueCategorySchema),
  }),
  first: defineEndpoint({
    method: 'GET',
    path: 'api/product/first',
    area: 'catalogue',
    summary: 'The first ordered products, for a featured strip',
    access: READS_SESSION,
    query: firstProductsQuerySchema,
    answer: listAnswer(productSchema),
  }),
};
