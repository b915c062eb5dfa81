/** Branch and ATM locator calls (spec §7 "Public") and the map settings the web app needs. */
import {
  atmDetailSchema,
  atmRequestSchema,
  atmSchema,
  listEnvelope,
  locatorEndpoints,
  objectEnvelope,
} from '@baraka/contracts';
import { z } from 'zod';
import { list, ok } from '../../plugins/envelope.ts';
import { serve } from '../../plugins/serve-endpoint.ts';
import { defineModule } from '../module.ts';
import { getAtmDetail, getAtms, getBranchDetail, getBranches } from './locator.service.ts';

/** Spec §9: where the map opens when the visitor's position is unknown. */
const DEFAULT_POSITION = { latitude: 35.7901, longitude: 10.6061 };
const DEFAULT_ZOOM = 7;

export const locatorModule = defineModule('locator', async (app, deps) => {
  const { db } = deps.database;

  serve(app, locatorEndpoints.branches, () => getBranches(db));
  serve(app, locatorEndpoints.branchDetail, (request) =>
    getBranchDetail(db, request.body.branchId, new Date()),
  );

  // Two answers on one path (a list, or one ATM with a code): served by hand, not from a definition.
  app.post(
    '/api/bank/atm',
    {
      schema: {
        tags: ['locator'],
        summary: 'Every ATM, or with a code one ATM and whether it has cash (cashDispo)',
        // A bodiless POST lists every ATM, like an empty object does.
        body: z.preprocess((body) => body ?? {}, atmRequestSchema),
        response: { 200: z.union([listEnvelope(atmSchema), objectEnvelope(atmDetailSchema)]) },
      },
    },
    async (request) => {
      const { code } = request.body;
      return code === undefined ? list(await getAtms(db)) : ok(await getAtmDetail(db, code));
    },
  );

  serve(app, locatorEndpoints.config, async () => ({
    tileUrl: deps.config.mapTileUrl,
    attribution: deps.config.mapAttribution,
    defaultPosition: DEFAULT_POSITION,
    defaultZoom: DEFAULT_ZOOM,
  }));
});
