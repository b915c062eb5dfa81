/** Product catalogue calls (spec §7 "Public"): what the caller's segment may see on its channel. */
import {
  catalogueCategorySchema,
  firstProductsQuerySchema,
  listEnvelope,
  productSchema,
} from '@baraka/contracts';
import type { FastifyRequest } from 'fastify';
import { list } from '../../plugins/envelope.ts';
import { defineModule } from '../module.ts';
import { getCatalogue, getFirstProducts, getOnlineProducts } from './catalogue.service.ts';
import { resolveSegment } from './resolve-segment.ts';

const audienceOf = (request: FastifyRequest) => ({
  segment: resolveSegment(request),
  channel: request.context.channel,
  now: new Date(),
});

// The session is read when there is one, so a customer's segment chooses the products; a
// visitor's answer is the same for every visitor.
const READS_SESSION = { access: { auth: 'optional', cache: 'public' } } as const;

export const catalogueModule = defineModule('catalogue', async (app, deps) => {
  const { db } = deps.database;

  app.get(
    '/api/product/online',
    {
      config: READS_SESSION,
      schema: {
        tags: ['catalogue'],
        summary: 'Every product online for the caller, in catalogue order',
        response: { 200: listEnvelope(productSchema) },
      },
    },
    async (request) => list(await getOnlineProducts(db, audienceOf(request))),
  );

  app.get(
    '/api/product/products',
    {
      config: READS_SESSION,
      schema: {
        tags: ['catalogue'],
        summary: 'The catalogue grouped by category and sub-category, each in its order',
        response: { 200: listEnvelope(catalogueCategorySchema) },
      },
    },
    async (request) => list(await getCatalogue(db, audienceOf(request))),
  );

  app.get(
    '/api/product/first',
    {
      config: READS_SESSION,
      schema: {
        tags: ['catalogue'],
        summary: 'The first ordered products, for a featured strip',
        querystring: firstProductsQuerySchema,
        response: { 200: listEnvelope(productSchema) },
      },
    },
    async (request) => list(await getFirstProducts(db, audienceOf(request), request.query.size)),
  );
});
