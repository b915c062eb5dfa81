// `npm test`: two tracks side by side, so one track's waits (page loads, timers, the database) are
// filled by the other's work. One runs the browser suite (on a new database of DATABASE_URL's server
// when it is set, on the embedded one otherwise); the other runs lint, the dependency rules, types,
// the unit and API suites on PGlite and, when DATABASE_URL is set, the API suite on PostgreSQL. Each
// stage's output is kept in a file and shown whole when the stage ends, so the two tracks never
// interleave. Ends with the time of each stage, the backends that ran and one line
// `N passed, N failed, N skipped`.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { ROOT } from './web-build.mjs';

const REPORTS = join(ROOT, 'artifacts/test-reports');
rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });

const started = performance.now();
const stages = [];
const reports = [];
const backends = [];

/** Runs a command with its output in `logFile`; resolves to whether it passed. */
function run(command, args, { env = process.env, logFile }) {
  const log = createWriteStream(logFile);
  const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.pipe(log, { end: false });
  child.stderr.pipe(log, { end: false });
  return new Promise((resolve) => {
    child.on('close', (code) => log.end(() => resolve(code === 0)));
  });
}

/** A stage's files in the reports folder: `unit + API (PGlite)` → `unit-api-pglite.log`. */
const reportFile = (name, extension) =>
  join(
    REPORTS,
    `${name
      .toLowerCase()
      .replace(/[^a-z]+/g, '-')
      .replace(/-$/, '')}.${extension}`,
  );

/** Runs one stage, shows its output once it ends and records whether it passed and how long it took. */
async function stage(name, command, args, options = {}) {
  const logFile = reportFile(name, 'log');
  const stageStarted = performance.now();
  console.log(`▶ ${name} started (${Math.round((stageStarted - started) / 1000)} s)`);
  const ok = await run(command, args, { ...options, logFile });
  const seconds = (performance.now() - stageStarted) / 1000;
  console.log(`\n▶ ${name}: ${ok ? 'passed' : 'FAILED'} in ${Math.round(seconds)} s\n`);
  console.log(readFileSync(logFile, 'utf8'));
  stages.push({ name, ok, seconds });
}

/** A Vitest stage whose counts go into the summary line. */
function vitest(name, args, options) {
  const file = reportFile(name, 'json');
  reports.push(file);
  const reporters = ['--reporter=default', '--reporter=json', `--outputFile.json=${file}`];
  return stage(name, 'npx', ['vitest', 'run', ...args, ...reporters], options);
}

const withoutDatabaseUrl = { ...process.env };
delete withoutDatabaseUrl.DATABASE_URL;

// On a new database of the DATABASE_URL server when there is one (e2e/support/global-setup.ts).
const browserTrack = vitest('browser', ['--config', 'e2e/vitest.config.ts']);

const checksTrack = (async () => {
  await stage('lint', 'npx', ['biome', 'check', '.']);
  await stage('dependencies', 'node', ['scripts/check-dependencies.mjs']);
  await stage('types', 'node', ['scripts/typecheck.mjs']);
  await vitest('unit + API (PGlite)', [], { env: withoutDatabaseUrl });
  backends.push('pglite');
  if (process.env.DATABASE_URL) {
    // Less what never touches the server, already run above: the PDF renderers and the embedded
    // database's own files.
    await vitest('API (PostgreSQL)', [
      '--project',
      'api',
      '--exclude',
      '**/adapters/pdf/**',
      '--exclude',
      '**/db/pglite-*.test.ts',
    ]);
    backends.push('postgres');
  }
})();

await Promise.all([browserTrack, checksTrack]);

let passed = 0;
let failed = 0;
let skipped = 0;
for (const report of reports) {
  if (!existsSync(report)) {
    failed += 1;
    continue;
  }
  const json = JSON.parse(readFileSync(report, 'utf8'));
  passed += json.numPassedTests;
  failed += json.numFailedTests;
  skipped += json.numPendingTests + (json.numTodoTests ?? 0);
}

const seconds = (value) => `${Math.round(value).toString().padStart(5)} s`;
console.log('\n── summary ──');
for (const { name, ok, seconds: taken } of stages) {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name.padEnd(22)} ${seconds(taken)}`);
}
console.log(`${'total'.padStart(27)} ${seconds((performance.now() - started) / 1000)}`);
console.log(`database backends: ${backends.join(', ')}`);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(stages.some((entry) => !entry.ok) || failed > 0 ? 1 : 0);
