/**
 * Crash figures: the crash test's run (the real product killed with SIGKILL under load from signed-in
 * customers, then audited), longer and configurable, printing the transfers, the kills and the time
 * each restart took until the product answered again. Prints figures; nothing is asserted, but a
 * failed check is printed as such and makes the exit code 1.
 *
 * DATABASE_URL (unset: the embedded database; set: a fresh copy of the seeded data on that server),
 * CRASH_CLIENTS (16), CRASH_KILLS (10), CRASH_LOAD_MS (load before each kill, random, "3000-8000"),
 * CRASH_SEED (random), CRASH_LOG_LEVEL (the product's log level, `error`; `info` shows the time of
 * each start-up step).
 */
import { cpus, loadavg } from 'node:os';
import { chooseSeed } from '../apps/api/src/core/ledger/testing/seeded-random.ts';
import { runCrashTest } from '../apps/api/src/test/crash/crash-run.ts';
import { SEEDED } from '../apps/api/src/test/snapshot-contents.ts';
import { openTestDatabase, type TestDatabase } from '../apps/api/src/test/test-database.ts';

const clients = Number(process.env.CRASH_CLIENTS ?? 16);
const kills = Number(process.env.CRASH_KILLS ?? 10);
const [min = 3000, max = 8000] = (process.env.CRASH_LOAD_MS ?? '3000-8000').split('-').map(Number);
const seed = chooseSeed(process.env.CRASH_SEED);
const backend = process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite';

console.log(
  `Crash bench on ${backend}: ${clients} clients, ${kills} kills, ${min}-${max} ms of load before each, ` +
    `seed ${seed}; Node ${process.version}, ${cpus().length} CPUs, load average ${loadavg()[0]?.toFixed(1)} at start`,
);
let testDatabase: TestDatabase | undefined;
if (process.env.DATABASE_URL) {
  testDatabase = await openTestDatabase(SEEDED);
  await testDatabase.database.close();
}
try {
  const run = await runCrashTest({
    clients,
    kills,
    seed,
    databaseUrl: testDatabase?.databaseUrl,
    loadMs: { min, max },
  });
  const sorted = [...run.restartMs].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
  console.log(
    `transfers: ${run.acknowledged} acknowledged, ${run.refused} refused under their key, ` +
      `${run.refusedBeforeCode} refused before a code was asked; ${run.retries} calls asked again after a lost connection`,
  );
  console.log(`kills: ${run.restartMs.length}; restart after each (ms): ${run.restartMs.join(', ')}`);
  console.log(`restart: median ${median} ms, longest ${sorted.at(-1) ?? 0} ms`);
  const { sums, drifted, overdrawn, unbalancedEntries, wrongKeys } = run.audit;
  const checks: [string, boolean][] = [
    [
      `books sum to zero per currency (${JSON.stringify(sums)})`,
      Object.values(sums).every((sum) => sum === '0'),
    ],
    [`no balance drifted from its postings (${drifted})`, drifted === 0],
    [`no balance below its overdraft (${overdrawn})`, overdrawn === 0],
    [`every entry balanced (${unbalancedEntries} not)`, unbalancedEntries === 0],
    [
      `every acknowledged transfer once, no refused key booked (${wrongKeys.length} wrong)`,
      wrongKeys.length === 0,
    ],
    [
      `${run.replaysChecked} replays the same bytes (${run.mismatchedReplays.length} not)`,
      run.mismatchedReplays.length === 0,
    ],
  ];
  for (const [check, ok] of checks) {
    console.log(`${ok ? 'ok  ' : 'FAIL'} ${check}`);
  }
  process.exitCode = checks.every(([, ok]) => ok) ? 0 : 1;
} finally {
  await testDatabase?.drop();
}
