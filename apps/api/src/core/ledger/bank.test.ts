/**
 * The bank under load: clients move money at random between 100 accounts, retrying each call with
 * its key; every read of the books stays exact and no key is executed twice. LEDGER_SEED=<seed>
 * draws the same transfers again.
 *
 * On PostgreSQL (DATABASE_URL): 10,000 transfers from 32 clients, each with its own pool, while a
 * loop ends their connections at random (`pg_terminate_backend`). On PGlite (without DATABASE_URL):
 * the embedded database is one connection in the test's own process, so there is no connection to
 * kill and the clients queue on it; 600 transfers from 8 clients interleaving their transactions
 * check the same books, keys and replays at a cost of a few CPU-seconds. Crashes of the embedded
 * database are the crash test's (`src/test/crash/crash.test.ts`).
 */
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMORY_DATABASE } from '../../config.ts';
import { type Database, openDatabase } from '../../db/client.ts';
import type { IdempotentResult } from './idempotency.ts';
import { auditBooks, type CurrencyAudit, countEntriesPerKey, expectedAudit } from './testing/books-audit.ts';
import { startConnectionKiller } from './testing/connection-killer.ts';
import { type FundedBooks, openFundedAccounts } from './testing/funded-accounts.ts';
import { createLedgerFixture, type LedgerFixture } from './testing/ledger-fixture.ts';
import { retryWhileConnectionLost } from './testing/lost-connection.ts';
import { chooseSeed, seededRandom } from './testing/seeded-random.ts';
import { drawTransfers, runTransfer, type Transfer } from './testing/transfer-workload.ts';

const ON_POSTGRES = Boolean(process.env.DATABASE_URL);
const ACCOUNTS = 100;
const CLIENTS = ON_POSTGRES ? 32 : 8;
const TRANSFERS = ON_POSTGRES ? 10_000 : 600;
const AUDIT_POINTS = ON_POSTGRES ? 25 : 5;
/** Calls whose answer is lost on its way back: the caller asks again with the same key. */
const DROPPED_ANSWERS = ON_POSTGRES ? 200 : 30;
/** PGlite's shorter run moves larger amounts, so that some transfers are still refused for funds. */
const AMOUNT_SCALE = ON_POSTGRES ? 1n : 6n;
const CLIENT_APPLICATION = 'ledger-bank-client';
const BACKEND = ON_POSTGRES
  ? 'on PostgreSQL while connections are killed'
  : 'on PGlite (one connection: no connection to kill)';

type Answer = { statusCode: number; body: string };
type Run = {
  answers: Map<string, Answer>;
  audits: Map<string, CurrencyAudit>[];
  lost: number;
  mismatchedReplays: string[];
};

describe(`the bank under load ${BACKEND}`, () => {
  let fixture: LedgerFixture;
  let books: FundedBooks;
  const clients: Database[] = [];

  beforeAll(async () => {
    fixture = await createLedgerFixture();
    books = await openFundedAccounts(fixture, {
      count: ACCOUNTS,
      currencyOf: (index) => (index % 5 === 4 ? 'EUR' : 'TND'),
      overdraftMinor: (index) => (index % 4 === 3 ? 200_000n : 0n),
      depositMinor: (index, currency) => (currency === 'EUR' ? 50_000n : 500_000n) + BigInt(index) * 1_000n,
    });
    if (!fixture.databaseUrl) {
      // PGlite: every client shares the one embedded connection.
      clients.push(...Array.from({ length: CLIENTS }, () => fixture.database));
      return;
    }
    const url = new URL(fixture.databaseUrl);
    url.searchParams.set('application_name', CLIENT_APPLICATION);
    for (let i = 0; i < CLIENTS; i += 1) {
      clients.push(await openDatabase({ databaseUrl: url.toString(), pgliteDir: MEMORY_DATABASE }));
    }
  });

  afterAll(async () => {
    await Promise.all(
      clients.filter((client) => client !== fixture?.database).map((client) => client.close()),
    );
    await fixture?.drop();
  });

  /** Each client takes the next transfer until none is left; a lost connection is retried with the same key. */
  const runClients = async (
    transfers: Transfer[],
    auditPoints: Set<number>,
    dropped: Set<number>,
  ): Promise<Run> => {
    const run: Run = { answers: new Map(), audits: [], lost: 0, mismatchedReplays: [] };
    const call = async (client: Database, transfer: Transfer): Promise<IdempotentResult> => {
      const { result, lostConnections } = await retryWhileConnectionLost(() =>
        runTransfer(client.db, transfer),
      );
      run.lost += lostConnections;
      return result;
    };
    let next = 0;
    const runClient = async (client: Database) => {
      for (let index = next; index < transfers.length; index = next) {
        next += 1;
        const transfer = transfers[index] as Transfer;
        const first = await call(client, transfer);
        run.answers.set(transfer.key, { statusCode: first.statusCode, body: first.body });
        if (dropped.has(index)) {
          const again = await call(client, transfer);
          if (!again.replayed || again.statusCode !== first.statusCode || again.body !== first.body) {
            run.mismatchedReplays.push(transfer.key);
          }
        }
        if (auditPoints.has(index)) {
          run.audits.push(await auditBooks(fixture.database.db));
        }
      }
    };
    await Promise.all(clients.map(runClient));
    return run;
  };

  it(`keeps every read exact through ${TRANSFERS} transfers from ${CLIENTS} clients`, async () => {
    const seed = chooseSeed(process.env.LEDGER_SEED);
    console.info(`bank test seed ${seed} (LEDGER_SEED=${seed} draws the same transfers again)`);
    const random = seededRandom(seed);
    const transfers = drawTransfers(random, books.accounts, {
      count: TRANSFERS,
      keyPrefix: `bank-${seed}`,
      maxAmountMinor: (currency) => (currency === 'EUR' ? 15_000n : 150_000n) * AMOUNT_SCALE,
    });
    const pickIndices = (count: number) =>
      new Set(Array.from({ length: count }, () => random.int(TRANSFERS)));
    const auditPoints = pickIndices(AUDIT_POINTS);
    const dropped = pickIndices(DROPPED_ANSWERS);
    const db = fixture.database.db;

    const started = performance.now();
    const killer = ON_POSTGRES
      ? startConnectionKiller(db, {
          victims: CLIENT_APPLICATION,
          random: seededRandom(seed + 1),
          pauseMs: { min: 5, max: 40 },
        })
      : { stop: async () => 0 };
    let killed = 0;
    let run: Run;
    try {
      run = await runClients(transfers, auditPoints, dropped);
    } finally {
      killed = await killer.stop();
    }
    const seconds = (performance.now() - started) / 1000;
    const refused = [...run.answers.values()].filter((answer) => answer.statusCode !== 200).length;
    console.info(
      `${TRANSFERS} transfers by ${CLIENTS} clients in ${seconds.toFixed(1)} s (${Math.round(TRANSFERS / seconds)}/s): ` +
        `${TRANSFERS - refused} posted, ${refused} refused (insufficient funds), ${killed} connections killed, ` +
        `${run.lost} calls retried after a lost connection, ${dropped.size} answers dropped and asked again, ` +
        `${run.audits.length} audits during the run`,
    );

    const expected = expectedAudit(books.totals);
    expect(run.audits).toHaveLength(auditPoints.size);
    for (const audit of run.audits) {
      expect(audit).toEqual(expected);
    }
    expect(await auditBooks(db)).toEqual(expected);
    if (ON_POSTGRES) {
      expect(killed).toBeGreaterThan(0);
      expect(run.lost).toBeGreaterThan(0);
    }
    expect(run.mismatchedReplays).toEqual([]);

    expect(run.answers.size).toBe(TRANSFERS);
    const entriesPerKey = await countEntriesPerKey(db);
    expect([...entriesPerKey].filter(([, entries]) => entries > 1)).toEqual([]);
    const refusal = { statusCode: 422, body: '{"code":"LEDGER.INSUFFICIENT_FUNDS"}' };
    const wrong = [...run.answers].filter(([key, answer]) =>
      answer.statusCode === 200
        ? entriesPerKey.get(key) !== 1
        : entriesPerKey.has(key) || answer.body !== refusal.body,
    );
    expect(wrong).toEqual([]);
    expect(entriesPerKey.size).toBe(TRANSFERS - refused);

    const client = clients[0] as Database;
    for (const transfer of transfers.filter((_, index) => index % 100 === 0)) {
      const replay = await runTransfer(client.db, transfer);
      expect(replay).toEqual({ ...run.answers.get(transfer.key), replayed: true });
    }
  }, 480_000);
});
