/**
 * The server's speed in one run: a bare Fastify hello-world (the yardstick), then, on the product
 * started with PostgreSQL and with PGlite, `account/all`, `account/txhistory` and
 * `transfer/personal`, each at full speed after a warm-up (the first seconds of a fresh process
 * compile its code), and the two reads again at a steady half of that rate (their p99 below
 * saturation, `api/paced-load.ts`), then pgbench TPC-B on the same server with the same client
 * count. Prints each figure with its ratio; nothing is asserted.
 *
 * BENCH_DB (pg | pglite | both, default both), BENCH_SECONDS (5 per figure), BENCH_WARMUP (2 s
 * before each figure), BENCH_CONNECTIONS (4, also pgbench's clients), DATABASE_URL (the PostgreSQL
 * server, default
 * postgres://postgres@127.0.0.1:5432/test: a throw-away database is created there and dropped).
 */
import { spawn } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { startProduct } from '../scripts/product-server.ts';
import { prepareCalls } from './api/calls.ts';
import { type LoadOptions, type LoadResult, load } from './api/load.ts';
import { pacedLoad } from './api/paced-load.ts';
import { measurePgbench } from './ledger/pgbench.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const warmup = Number(process.env.BENCH_WARMUP ?? 2);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 4);
const backends =
  process.env.BENCH_DB === 'pg' ? ['pg'] : process.env.BENCH_DB === 'pglite' ? ['pglite'] : ['pg', 'pglite'];
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

type Row = { backend: string; call: string; result: LoadResult; yardstick?: number; halfRate?: LoadResult };

/** One figure at full speed, after a warm-up whose answers are not counted. */
async function measure(options: Omit<LoadOptions, 'connections' | 'seconds'>): Promise<LoadResult> {
  if (warmup > 0) {
    await load({ ...options, connections, seconds: warmup });
  }
  return load({ ...options, connections, seconds });
}

async function measureHello(): Promise<LoadResult> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL('./api/hello-server.ts', import.meta.url))],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  try {
    const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
    const first = await lines[Symbol.asyncIterator]().next();
    const port = String(first.value);
    return await measure({ url: `http://127.0.0.1:${port}/hello` });
  } finally {
    child.kill('SIGTERM');
  }
}

async function measureProduct(backend: string, hello: LoadResult, rows: Row[]): Promise<void> {
  const product = await startProduct(
    { RATE_LIMIT_MAX: '100000000' },
    { buildWeb: false, stdio: 'ignore', ...(backend === 'pg' ? { throwAwayDatabaseOn: serverUrl } : {}) },
  );
  const label = backend === 'pg' ? 'PostgreSQL' : 'PGlite';
  try {
    for (const { name, options } of await prepareCalls(product.baseUrl)) {
      console.log(`${label}: ${name}…`);
      const result = await measure(options);
      const row: Row = { backend: label, call: name, result, yardstick: hello.rps };
      if (name.includes('account/')) {
        const rate = Math.max(1, Math.round(result.rps / 2));
        row.halfRate = await pacedLoad({ ...options, connections, seconds, rate });
      }
      rows.push(row);
    }
  } finally {
    await product.stop();
  }
}

const ratio = (value: number, of: number | undefined) => (of ? (value / of).toFixed(3) : '—');

console.log(
  `Server bench: ${connections} connections, ${seconds} s per figure; Node ${process.version}, ` +
    `${cpus().length} CPUs, load average ${loadavg()
      .map((value) => value.toFixed(1))
      .join(' ')} at start`,
);
const rows: Row[] = [];
console.log('bare Fastify hello-world…');
const hello = await measureHello();
rows.push({ backend: 'Node', call: 'bare Fastify hello-world', result: hello, yardstick: hello.rps });
for (const backend of backends) {
  await measureProduct(backend, hello, rows);
}
console.log(`pgbench TPC-B, ${connections} clients…`);
const pgbench = await measurePgbench({ serverUrl, clients: connections, seconds, scale: 1 });
const tps = 'tps' in pgbench ? pgbench.tps : undefined;

console.log('\n| backend | call | req/s | p50 | p99 | ÷ hello-world | p99 at half rate | ÷ pgbench TPC-B |');
console.log('|---|---|---|---|---|---|---|---|');
for (const { backend, call, result, yardstick, halfRate } of rows) {
  const isTransfer = call.includes('transfer/');
  console.log(
    `| ${backend} | ${call} | ${result.rps} | ${result.p50} ms | ${result.p99} ms | ${ratio(result.rps, yardstick)} | ` +
      `${halfRate ? `${halfRate.p99} ms (${halfRate.rps} req/s)` : '—'} | ${isTransfer ? ratio(result.rps, tps) : '—'} |` +
      (result.failed ? ` ${result.failed} failed` : ''),
  );
}
console.log(
  `| PostgreSQL | pgbench TPC-B (scale 1, -c ${connections} -j 2) | ${tps ?? ('skipped' in pgbench ? pgbench.skipped : '')} tps | | | | | 1 |`,
);
console.log(
  `load average at the end: ${loadavg()
    .map((value) => value.toFixed(1))
    .join(' ')}`,
);
