/**
 * Transfers per second through the ledger service: C clients each run `postEntry` inside
 * `runIdempotent` (one key per transfer) between random pairs of N funded accounts, for a fixed time.
 */
import { performance } from 'node:perf_hooks';
import { MEMORY_DATABASE } from '../../apps/api/src/config.ts';
import { openFundedAccounts } from '../../apps/api/src/core/ledger/testing/funded-accounts.ts';
import { createLedgerFixture } from '../../apps/api/src/core/ledger/testing/ledger-fixture.ts';
import { seededRandom } from '../../apps/api/src/core/ledger/testing/seeded-random.ts';
import { drawTransfers, runTransfer } from '../../apps/api/src/core/ledger/testing/transfer-workload.ts';
import { type Database, openDatabase } from '../../apps/api/src/db/client.ts';

export type TransferRateOptions = {
  /** A PostgreSQL server (a throw-away database is created and dropped), or undefined for PGlite. */
  serverUrl: string | undefined;
  clients: number;
  seconds: number;
  accounts: number;
  seed: number;
};

export type TransferRate = {
  transfersPerSecond: number;
  posted: number;
  refused: number;
  p50Ms: number;
  p99Ms: number;
};

const percentile = (sorted: number[], share: number): number =>
  Math.round((sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0) * 10) / 10;

export async function measureTransferRate(options: TransferRateOptions): Promise<TransferRate> {
  const fixture = await createLedgerFixture({ DATABASE_URL: options.serverUrl });
  try {
    const { accounts } = await openFundedAccounts(fixture, {
      count: options.accounts,
      currencyOf: () => 'TND',
      overdraftMinor: (index) => (index % 4 === 3 ? 100_000n : 0n),
      depositMinor: () => 10_000_000n,
    });
    // PostgreSQL: one pool per client, connected before the clock starts. PGlite: one shared connection.
    const clients: Database[] = [];
    for (let i = 0; i < options.clients; i += 1) {
      const database = fixture.databaseUrl
        ? await openDatabase({ databaseUrl: fixture.databaseUrl, pgliteDir: MEMORY_DATABASE })
        : fixture.database;
      await database.ping();
      clients.push(database);
    }
    const random = seededRandom(options.seed);
    const latencies: number[] = [];
    let posted = 0;
    let refused = 0;
    const started = performance.now();
    const deadline = started + options.seconds * 1000;
    await Promise.all(
      clients.map(async (client, index) => {
        for (let n = 0; performance.now() < deadline; n += 1) {
          const [transfer] = drawTransfers(random, accounts, {
            count: 1,
            keyPrefix: `bench-${options.seed}-${index}-${n}`,
            maxAmountMinor: () => 100_000n,
          });
          const callStarted = performance.now();
          const answer = await runTransfer(client.db, transfer as NonNullable<typeof transfer>);
          latencies.push(performance.now() - callStarted);
          if (answer.statusCode === 200) {
            posted += 1;
          } else {
            refused += 1;
          }
        }
      }),
    );
    const elapsedSeconds = (performance.now() - started) / 1000;
    await Promise.all(
      clients.filter((client) => client !== fixture.database).map((client) => client.close()),
    );
    latencies.sort((a, b) => a - b);
    return {
      transfersPerSecond: Math.round((posted + refused) / elapsedSeconds),
      posted,
      refused,
      p50Ms: percentile(latencies, 0.5),
      p99Ms: percentile(latencies, 0.99),
    };
  } finally {
    await fixture.drop();
  }
}
