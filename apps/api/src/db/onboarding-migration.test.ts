import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advanceApplication } from '../modules/onboarding/onboarding-bank.ts';
import { openTestDatabase, type TestDatabase } from '../test/test-database.ts';
import type { Database } from './client.ts';
import { MIGRATIONS_FOLDER, runMigrations } from './migrate.ts';
import journal from './migrations/meta/_journal.json' with { type: 'json' };

const MOVE = '_onboarding_on_process_engine';

/** Applies the migrations that came before onboarding moved onto the process engine. */
const migrateBeforeTheMove = async (database: Database) => {
  const folder = mkdtempSync(path.join(tmpdir(), 'migrations-'));
  try {
    cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
    const last = journal.entries.findIndex((entry) => entry.tag.endsWith(MOVE));
    const entries = journal.entries.slice(0, last);
    writeFileSync(path.join(folder, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
    if (database.driver === 'postgres') {
      await migrateNodePg(drizzleNodePg({ client: database.client }), { migrationsFolder: folder });
    } else {
      await migratePglite(drizzlePglite({ client: database.client }), { migrationsFolder: folder });
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
};

/**
 * Applications already under way when onboarding moved onto the process engine: each becomes an
 * ONBOARDING process in its state, its history becomes the process's transitions, and the bank's
 * next step goes through the engine.
 */
describe('migrating onboarding applications onto the process engine', () => {
  let testDatabase: TestDatabase;
  const APPLICATION = '6f1c1a52-2f4c-4d7e-9a37-8d1f0e3b2a10';

  beforeAll(async () => {
    testDatabase = await openTestDatabase();
    const { database } = testDatabase;
    await migrateBeforeTheMove(database);
    // As the previous version left it: a submitted application and its history (the branch it
    // names is the seed's, absent here, so foreign keys are not checked for these rows).
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`insert into onboarding_applications
        (id, reference, kind, state, token_hash, language, identification_kind, identification_number,
         first_name, last_name, date_of_birth, agency_id, phone, email, contact_verified_at,
         created_at, updated_at, submitted_at)
        values (${APPLICATION}, 'ONB-2026-000042', 'FAST', 'SUBMITTED', ${'a'.repeat(64)}, 'fr', 'CIN',
         '09876543', 'Salma', 'Ben Ali', '1994-05-17', 1, '22446688', 'salma@example.tn',
         '2026-11-02T09:00:00Z', '2026-11-02T09:00:00Z', '2026-11-02T09:00:01Z', '2026-11-02T09:00:01Z')`);
      await tx.execute(sql`insert into onboarding_history
        (application_id, event, from_state, to_state, actor, detail, created_at) values
        (${APPLICATION}, 'START', null, 'DRAFT', 'APPLICANT', null, '2026-11-02T09:00:00Z'),
        (${APPLICATION}, 'VERIFY_CONTACT', 'DRAFT', 'DRAFT', 'APPLICANT', null, '2026-11-02T09:00:00Z'),
        (${APPLICATION}, 'SUBMIT', 'DRAFT', 'SUBMITTED', 'APPLICANT', null, '2026-11-02T09:00:01Z')`);
    });
    await runMigrations(database);
  });
  afterAll(async () => {
    await testDatabase.drop();
  });

  it('keeps each application in its state, as a process with its history as transitions', async () => {
    const { db } = testDatabase.database;
    const processes = await db.execute(sql`select p.definition, p.state, p.customer_id, p.variables
      from onboarding_applications a join processes p on p.id = a.process_id where a.id = ${APPLICATION}`);
    const transitions = await db.execute(sql`select t.task, t.outcome, t.actor, t.from_state, t.to_state
      from onboarding_applications a join process_transitions t on t.process_id = a.process_id
      where a.id = ${APPLICATION} order by t.id`);

    expect(processes.rows).toEqual([
      {
        definition: 'ONBOARDING',
        state: 'SUBMITTED',
        customer_id: null,
        variables: { reference: 'ONB-2026-000042' },
      },
    ]);
    expect(transitions.rows).toEqual([
      { task: null, outcome: 'START', actor: 'CUSTOMER', from_state: null, to_state: 'DRAFT' },
      {
        task: 'FILL_APPLICATION',
        outcome: 'VERIFY_CONTACT',
        actor: 'CUSTOMER',
        from_state: 'DRAFT',
        to_state: 'DRAFT',
      },
      {
        task: 'FILL_APPLICATION',
        outcome: 'SUBMIT',
        actor: 'CUSTOMER',
        from_state: 'DRAFT',
        to_state: 'SUBMITTED',
      },
    ]);
  });

  it('moves a migrated application on through the engine', async () => {
    const { db } = testDatabase.database;
    const at = new Date('2026-11-03T10:00:00Z');
    const moved = await advanceApplication(db, {
      applicationId: APPLICATION,
      event: 'RECEIVE_DOCUMENTS',
      at,
    });
    const last = await db.execute(sql`select t.task, t.actor from onboarding_applications a
      join process_transitions t on t.process_id = a.process_id where a.id = ${APPLICATION}
      order by t.id desc limit 1`);

    expect(moved).toMatchObject({ state: 'DOCUMENTS_RECEIVED', reference: 'ONB-2026-000042' });
    expect(last.rows).toEqual([{ task: 'CHECK_DOCUMENTS', actor: 'BANK' }]);
  });
});
