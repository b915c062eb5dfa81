/** The catalogue calls of spec §7: the products online for the caller, grouped or featured. */
import { defineEndpoint, listAnswer } from '../shared/endpoint.ts';
import { catalogueCategorySchema, firstProductsQuerySchema, productSchema } from './schemas.ts';

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
