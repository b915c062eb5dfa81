/** Product catalogue calls (spec §7 "Public"): what the caller's segment may see on its channel. */
import { catalogueEndpoints } from '@baraka/contracts';
import type { FastifyRequest } from 'fastify';
import { serve } from '../../plugins/serve-endpoint.ts';
import { defineModule } from '../module.ts';
import { getCatalogue, getFirstProducts, getOnlineProducts } from './catalogue.service.ts';
import { resolveSegment } from './resolve-segment.ts';

const audienceOf = (request: FastifyRequest) => ({
  segment: resolveSegment(request),
  channel: request.context.channel,
  now: new Date(),
});

export const catalogueModule = defineModule('catalogue', async (app, deps) => {
  const { db } = deps.database;

  serve(app, catalogueEndpoints.online, (request) => getOnlineProducts(db, audienceOf(request)));
  serve(app, catalogueEndpoints.products, (request) => getCatalogue(db, audienceOf(request)));
  serve(app, catalogueEndpoints.first, (request) =>
    getFirstProducts(db, audienceOf(request), request.query.size),
  );
});
