/** Branch and ATM locator calls (spec §7 "Public") and the map settings the web app needs. */
import {
  atmDetailSchema,
  atmRequestSchema,
  atmSchema,
  branchDetailRequestSchema,
  branchDetailSchema,
  branchSchema,
  listEnvelope,
  locatorConfigSchema,
  objectEnvelope,
} from '@baraka/contracts';
import { z } from 'zod';
import { REFERENCE_DATA } from '../../plugins/access/route-access.ts';
import { list, ok } from '../../plugins/envelope.ts';
import { defineModule } from '../module.ts';
import { getAtmDetail, getAtms, getBranchDetail, getBranches } from './locator.service.ts';

/** Spec §9: where the map opens when the visitor's position is unknown. */
const DEFAULT_POSITION = { latitude: 35.7901, longitude: 10.6061 };
const DEFAULT_ZOOM = 7;

export const locatorModule = defineModule('locator', async (app, deps) => {
  const { db } = deps.database;

  app.get(
    '/api/form/bank/branch',
    {
      config: REFERENCE_DATA,
      schema: {
        tags: ['locator'],
        summary: 'Every branch and regional direction, with timetables and services',
        response: { 200: listEnvelope(branchSchema) },
      },
    },
    async () => list(await getBranches(db)),
  );

  app.post(
    '/bank/branch/detail',
    {
      schema: {
        tags: ['locator'],
        summary: 'One branch with the bank holidays from today on',
        body: branchDetailRequestSchema,
        response: { 200: objectEnvelope(branchDetailSchema) },
      },
    },
    async (request) => ok(await getBranchDetail(db, request.body.branchId, new Date())),
  );

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

  app.get(
    '/api/locator/config',
    {
      config: REFERENCE_DATA,
      schema: {
        tags: ['locator'],
        summary: 'Map tile template, attribution and default position of the locator',
        response: { 200: objectEnvelope(locatorConfigSchema) },
      },
    },
    async () =>
      ok({
        tileUrl: deps.config.mapTileUrl,
        attribution: deps.config.mapAttribution,
        defaultPosition: DEFAULT_POSITION,
        defaultZoom: DEFAULT_ZOOM,
      }),
  );
});
