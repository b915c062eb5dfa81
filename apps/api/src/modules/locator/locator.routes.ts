/** Branch and ATM locator calls (spec §7 "Public") and the map settings the web app needs. */
import { locatorEndpoints } from '@baraka/contracts';
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

  serve(app, locatorEndpoints.atms, async (request) => {
    const { code } = request.body;
    return code === undefined ? getAtms(db) : getAtmDetail(db, code);
  });

  serve(app, locatorEndpoints.config, async () => ({
    tileUrl: deps.config.mapTileUrl,
    attribution: deps.config.mapAttribution,
    defaultPosition: DEFAULT_POSITION,
    defaultZoom: DEFAULT_ZOOM,
  }));
});
