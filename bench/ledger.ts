/**
 * Ledger throughput: transfers per second through the ledger service (postEntry inside
 * runIdempotent, random pairs among N accounts, C concurrent clients) on PostgreSQL, next to
 * pgbench's TPC-B tps on the same server and client count, and the same ledger figure on PGlite
 * (one connection: the clients queue). Prints figures; nothing is asserted.
 *
 * DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test), BENCH_CLIENTS (32),
 * BENCH_SECONDS (10), BENCH_ACCOUNTS (100), BENCH_PGBENCH_SCALE (1), LEDGER_SEED (random).
 */
import { cpus, loadavg } from 'node:os';
import { MEMORY_DATABASE } from '../apps/api/src/config.ts';
import { chooseSeed } from '../apps/api/src/core/ledger/testing/seeded-random.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { findPgbench, measurePgbench, type PgbenchResult } from './ledger/pgbench.ts';
import { measureTransferRate, type TransferRate } from './ledger/transfer-rate.ts';

const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const clients = Number(process.env.BENCH_CLIENTS ?? 32);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const accounts = Number(process.env.BENCH_ACCOUNTS ?? 100);
const scale = Number(process.env.BENCH_PGBENCH_SCALE ?? 1);
const seed = chooseSeed(process.env.LEDGER_SEED);

async function serverVersion(): Promise<string> {
  const server = await openDatabase({ databaseUrl: serverUrl, pgliteDir: MEMORY_DATABASE });
  try {
    const { rows } = await server.executeSql('show server_version');
    return String((rows[0] as { server_version?: string } | undefined)?.server_version ?? 'unknown');
  } finally {
    await server.close();
  }
}

type Row = { backend: string; ledger: TransferRate; pgbench: PgbenchResult };

const NOT_APPLICABLE = 'not applicable';

const pgbenchCell = (pgbench: PgbenchResult): string =>
  'tps' in pgbench
    ? String(pgbench.tps)
    : pgbench.skipped === NOT_APPLICABLE
      ? NOT_APPLICABLE
      : 'pgbench missing';

/** One Markdown table row per backend, ready for the README. */
const printTable = (rows: Row[]): void => {
  console.log(
    '\n| backend | clients | ledger transfers/s | p50 | p99 | pgbench TPC-B tps | ledger ÷ pgbench |',
  );
  console.log('|---|---|---|---|---|---|---|');
  for (const { backend, ledger, pgbench } of rows) {
    const ratio = 'tps' in pgbench ? (ledger.transfersPerSecond / pgbench.tps).toFixed(2) : '—';
    console.log(
      `| ${backend} | ${clients} | ${ledger.transfersPerSecond} | ${ledger.p50Ms} ms | ${ledger.p99Ms} ms | ` +
        `${pgbenchCell(pgbench)} | ${ratio} |`,
    );
  }
};

const server = new URL(serverUrl);
console.log(
  `Ledger bench: ${clients} clients, ${seconds} s per figure, ${accounts} accounts, seed ${seed}; ` +
    `Node ${process.version}, ${cpus().length} CPUs, load average ${loadavg()[0]?.toFixed(1)} at start`,
);
console.log(`pgbench: ${findPgbench() ?? "not installed — install Debian's postgresql-client to compare"}`);

const rows: Row[] = [];
const notes: string[] = [];
const version = await serverVersion().catch((error: Error) => {
  notes.push(`PostgreSQL at ${server.host} not reachable (${error.message}): no PostgreSQL figures.`);
  return undefined;
});
if (version) {
  console.log(`PostgreSQL ${version} at ${server.host}: measuring the ledger…`);
  const ledger = await measureTransferRate({ serverUrl, clients, seconds, accounts, seed });
  console.log('… then pgbench TPC-B');
  const pgbench = await measurePgbench({ serverUrl, clients, seconds, scale });
  if ('skipped' in pgbench) {
    notes.push(pgbench.skipped);
  } else {
    notes.push(
      `pgbench: scale ${pgbench.scale}, -c ${clients} -j 2 -T ${seconds}, its own throw-away database.`,
    );
  }
  rows.push({ backend: `PostgreSQL ${version.split(' ')[0]}`, ledger, pgbench });
  notes.push(
    `PostgreSQL ledger: ${ledger.posted} transfers posted, ${ledger.refused} refused (insufficient funds).`,
  );
}
console.log('PGlite (in process, one connection): measuring the ledger…');
const pglite = await measureTransferRate({ serverUrl: undefined, clients, seconds, accounts, seed });
notes.push(
  `PGlite ledger: ${pglite.posted} transfers posted, ${pglite.refused} refused (insufficient funds).`,
);
rows.push({ backend: 'PGlite', ledger: pglite, pgbench: { skipped: NOT_APPLICABLE } });
notes.push(
  'pgbench on PGlite: not applicable (no server to connect to; one connection, so the clients queue).',
);

printTable(rows);
for (const note of notes) {
  console.log(`- ${note}`);
}
