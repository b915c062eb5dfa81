/**
 * A crash run: the real product in its own process (`npm start`'s script) on a copy of the seeded
 * demo data, customers moving money over HTTP, the process SIGKILLed at random moments and started
 * again each time; then every refusal asked again under its key and the books audited.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { startProduct } from '../../../../../scripts/product-server.ts';
import { MEMORY_DATABASE } from '../../config.ts';
import { seededRandom } from '../../core/ledger/testing/seeded-random.ts';
import { openDatabase } from '../../db/client.ts';
import { loadPgliteSnapshot } from '../pglite-snapshot.ts';
import { SEEDED } from '../snapshot-contents.ts';
import { auditAfterCrashes, type CrashAudit } from './crash-audit.ts';
import { type KeyedCall, runWorkload, signInClients } from './crash-workload.ts';
import { requestUntilAnswered } from './http-customer.ts';

export type CrashRunOptions = {
  clients: number;
  kills: number;
  seed: number;
  /** A fresh seeded PostgreSQL database; without it the product's embedded database. */
  databaseUrl?: string | undefined;
  /** How long the load runs before each kill, and after the last restart (random in the range). */
  loadMs: { min: number; max: number };
};

export type CrashRunResult = {
  calls: KeyedCall[];
  acknowledged: number;
  refused: number;
  refusedBeforeCode: number;
  retries: number;
  restartMs: number[];
  /** Refusals (and some successes) whose replay under the key was not the same bytes. */
  mismatchedReplays: string[];
  replaysChecked: number;
  audit: CrashAudit;
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Writes the seeded snapshot into the product's data folder, as a first start would have made it. */
const copySeededPglite = async (dataDir: string): Promise<void> => {
  const dir = path.join(dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  const bytes = await loadPgliteSnapshot(SEEDED);
  const loadDataDir = new Blob([bytes]);
  const client = await PGlite.create({ dataDir: dir, loadDataDir });
  await client.close();
};

export async function runCrashTest(options: CrashRunOptions): Promise<CrashRunResult> {
  const random = seededRandom(options.seed);
  const between = ({ min, max }: { min: number; max: number }) => min + random.int(max - min + 1);
  const product = await startProduct(
    { RATE_LIMIT_MAX: '100000000', LOG_LEVEL: process.env.CRASH_LOG_LEVEL ?? 'error' },
    {
      buildWeb: false,
      ...(options.databaseUrl ? { databaseUrl: options.databaseUrl } : { prepare: copySeededPglite }),
    },
  );
  const pgliteDir = path.join(product.dataDir, 'pglite');
  try {
    const customers = await signInClients(product.baseUrl, options.clients);
    let done = false;
    const workload = runWorkload({
      baseUrl: product.baseUrl,
      customers,
      random,
      keyPrefix: `crash-${options.seed}`,
      isDone: () => done,
    });
    const restartMs: number[] = [];
    for (let kill = 0; kill < options.kills; kill += 1) {
      await pause(between(options.loadMs));
      await product.kill();
      restartMs.push(await product.restart());
    }
    await pause(between(options.loadMs));
    done = true;
    const figures = await workload;

    const refusals = figures.calls.filter((call) => call.answer.status !== 200);
    const successes = figures.calls.filter((call) => call.answer.status === 200).slice(0, 20);
    const mismatchedReplays: string[] = [];
    for (const call of [...refusals, ...successes]) {
      const again = await requestUntilAnswered(product.baseUrl, call.path, call.payload, call.headers);
      if (
        again.status !== call.answer.status ||
        again.body !== call.answer.body ||
        again.replayed !== 'true'
      ) {
        mismatchedReplays.push(
          `${call.key}: ${call.answer.status} ${call.answer.body} then ${again.status} ${again.body}`,
        );
      }
    }
    await product.halt();
    const database = await openDatabase({
      databaseUrl: options.databaseUrl,
      pgliteDir: options.databaseUrl ? MEMORY_DATABASE : pgliteDir,
    });
    try {
      return {
        calls: figures.calls,
        acknowledged: figures.calls.length - refusals.length,
        refused: refusals.length,
        refusedBeforeCode: figures.refusedBeforeCode,
        retries: figures.retries,
        restartMs,
        mismatchedReplays,
        replaysChecked: refusals.length + successes.length,
        audit: await auditAfterCrashes(database.db, figures.calls),
      };
    } finally {
      await database.close();
    }
  } finally {
    await product.stop();
  }
}
