import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../app.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { ok } from '../envelope.ts';

const SECRET = 'TN5932004007890123456771';

describe('the error log', () => {
  let testApp: TestApp;
  let app: App;
  const lines: string[] = [];

  beforeAll(async () => {
    testApp = await createTestApp();
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    app = await buildApp({
      config: testApp.config,
      database: testApp.database,
      queue: testApp.queue,
      modules: [],
      logger: { level: 'error', stream },
    });
    app.get('/gateway/test/failing-query', async () => {
      await testApp.database.db.execute(sql`select ${SECRET}::text as iban, 1 / 0 as ratio`);
      return ok(null);
    });
    app.get('/gateway/test/wrapped-failure', async () => {
      try {
        await testApp.database.db.execute(sql`select ${SECRET}::int as iban`);
      } catch (error) {
        throw new Error('the statement could not be read', { cause: error });
      }
      return ok(null);
    });
  });
  afterAll(async () => {
    await app.close();
    await testApp.close();
  });

  it('keeps the SQL of a failed query and the database’s error, never the values it was sent with', async () => {
    const failed = await app.inject({ method: 'GET', url: '/gateway/test/failing-query' });
    const wrapped = await app.inject({ method: 'GET', url: '/gateway/test/wrapped-failure' });

    expect([failed.statusCode, wrapped.statusCode]).toEqual([500, 500]);
    const log = lines.join('');
    expect(log).toContain('Failed query: select $1::text as iban, 1 / 0 as ratio: division by zero');
    expect(log).toContain('the statement could not be read: Failed query: select $1::int as iban');
    expect(log).not.toContain(SECRET);
  });
});
