import { ENDPOINTS, routeKeyOf } from '@baraka/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../clock.ts';
import type { AppDb } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { findUserByUsername, openSession } from '../../modules/identity/index.ts';
import { MODULES } from '../../modules/index.ts';
import { defineModule } from '../../modules/module.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bool } from '../envelope.ts';
import type { RouteAccessEntry } from './access.ts';
import { AUTHORIZATION_MATRIX } from './authorization-matrix.ts';

/** Routes needing a session that the matrix does not list, and entries no route matches any more. */
const findMatrixGaps = (table: readonly RouteAccessEntry[]) => {
  const live = table
    .filter((route) => route.access.auth === 'session')
    .map((route) => `${route.method} ${route.url}`);
  const listed = Object.keys(AUTHORIZATION_MATRIX);
  return {
    unlisted: live.filter((key) => !listed.includes(key)).sort(),
    stale: listed.filter((key) => !live.includes(key)).sort(),
  };
};

/** A path a route matches: parameters and wildcards get a placeholder value. */
const concretePath = (url: string) => url.replace(/:[A-Za-z0-9_]+/g, 'x').replace(/\*/g, 'x');

/** Row counts of every table of the app: a refused call must leave them all as they were. */
const countRows = async (db: AppDb): Promise<Record<string, number>> => {
  const tables = await db.execute<{ name: string }>(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables.rows) {
    const result = await db.execute<{ count: number }>(
      sql.raw(`select count(*)::int as count from "${name}"`),
    );
    counts[name] = result.rows[0]?.count ?? -1;
  }
  return counts;
};

/** A session for a user the test creates: a company user its holder gave no right at all. */
const openPowerlessSession = async (testApp: TestApp): Promise<Record<string, string>> => {
  const db = testApp.database.db;
  const holder = await findUserByUsername(db, 'nour.admin');
  if (!holder) {
    throw new Error('no nour.admin');
  }
  const [user] = await db
    .insert(users)
    .values({
      username: 'nour.nobody',
      customerId: holder.customer.id,
      isHolder: false,
      firstName: 'No',
      lastName: 'Rights',
      passwordHash: 'scrypt$1$1$1$x$x',
      termsVersion: '2026-01',
      securityQuestion: 'BIRTH_CITY',
    })
    .returning({ id: users.id });
  if (!user) {
    throw new Error('insert failed');
  }
  const { token } = await openSession(db, systemClock, {
    userId: user.id,
    channel: 'MOB',
    deviceId: null,
    idToken: null,
    isDemo: false,
  });
  return { channel: 'MOB', authorization: `Bearer ${token}` };
};

describe('authorization matrix', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ rateLimitMax: 10_000 });
    await testApp.app.ready();
  });
  afterAll(async () => {
    await testApp.close();
  });

  const sessionRoutes = () => testApp.app.routeAccessTable.filter((route) => route.access.auth === 'session');

  it('lists every route that needs a session, and nothing else', () => {
    expect(findMatrixGaps(testApp.app.routeAccessTable)).toEqual({ unlisted: [], stale: [] });
  });

  // The provider's pages (/idp), the sign-in landing pages (/auth) and the web app (/) are pages of
  // the browser, not calls of the channel API.
  it('serves every defined endpoint, and every channel API route it serves is a defined endpoint', () => {
    const served = testApp.app.routeAccessTable.map((route) => `${route.method} ${route.url}`);
    const defined = ENDPOINTS.map(routeKeyOf);
    expect(defined.filter((key) => !served.includes(key))).toEqual([]);
    expect(served.filter((key) => key.includes(' /gateway/') && !defined.includes(key))).toEqual([]);
  });

  it('catches a new secure route added without an entry', async () => {
    const extra = defineModule('extra', async (app) => {
      app.post('/secure/api/new-thing', async () => bool(true));
    });
    const variant = await testApp.buildVariant({ modules: [...MODULES, extra] });
    await variant.ready();

    expect(findMatrixGaps(variant.routeAccessTable).unlisted).toEqual(['POST /gateway/secure/api/new-thing']);
  });

  it('records the permission each route declares', () => {
    for (const route of sessionRoutes()) {
      const entry = AUTHORIZATION_MATRIX[`${route.method} ${route.url}`];
      const declared = route.access.permission;
      if (entry?.kind === 'permission') {
        expect(declared, `${route.method} ${route.url}`).toEqual({
          service: entry.service,
          process: entry.process,
        });
      } else {
        expect(declared, `${route.method} ${route.url}`).toBeNull();
      }
    }
  });

  it('answers 401 COMMON.UNAUTHORIZED to a visitor on every one of them', async () => {
    for (const route of sessionRoutes()) {
      const response = await testApp.app.inject({
        method: route.method as 'GET',
        url: concretePath(route.url),
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(response.json().header.statusCode).toBe('COMMON.UNAUTHORIZED');
    }
  });

  it('answers 403 to a user without the permission (or not the holder), and changes nothing', async () => {
    const headers = await openPowerlessSession(testApp);
    const before = await countRows(testApp.database.db);
    for (const [key, entry] of Object.entries(AUTHORIZATION_MATRIX)) {
      if (entry.kind === 'session') {
        continue;
      }
      const [method, url = ''] = key.split(' ');
      const response = await testApp.app.inject({
        method: method as 'GET',
        url: concretePath(url),
        headers,
        ...(method === 'GET'
          ? {}
          : { payload: { userId: '00000000-0000-4000-8000-000000000000', rights: [] } }),
      });
      expect(response.statusCode, key).toBe(403);
      expect(response.json().header.statusCode, key).toBe('COMMON.FORBIDDEN');
    }
    expect(await countRows(testApp.database.db)).toEqual(before);
  });
});
