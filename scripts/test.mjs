// `npm test`: lint, the dependency rules, types, the unit and API suites on PGlite, then the
// browser suite and, when DATABASE_URL is set, the API suite on PostgreSQL beside it. Ends with the time of each stage, the
// backends that ran and one line `N passed, N failed, N skipped`.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { typecheck } from './typecheck.mjs';
import { ROOT } from './web-build.mjs';

const REPORTS = join(ROOT, 'artifacts/test-reports');
rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });

const started = performance.now();
const stages = [];
const reports = [];
const backends = [];

/** Runs one stage and records whether it passed and how long it took. */
async function stage(name, work) {
  console.log(`\n▶ ${name}`);
  const stageStarted = performance.now();
  const ok = await work();
  stages.push({ name, ok, seconds: (performance.now() - stageStarted) / 1000 });
}

/** Runs a command; its output goes to the terminal, or to `logFile` when given. */
function run(command, args, { env = process.env, logFile } = {}) {
  const log = logFile ? createWriteStream(logFile) : undefined;
  const child = spawn(command, args, { cwd: ROOT, env, stdio: log ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
  child.stdout?.pipe(log, { end: false });
  child.stderr?.pipe(log, { end: false });
  return new Promise((resolve) => {
    child.on('close', (code) => {
      if (log) {
        log.end(() => resolve(code === 0));
      } else {
        resolve(code === 0);
      }
    });
  });
}

/** A Vitest run whose counts go into the summary line. */
function vitest(report, args, options) {
  const file = join(REPORTS, `${report}.json`);
  reports.push(file);
  const reporters = ['--reporter=default', '--reporter=json', `--outputFile.json=${file}`];
  return run('npx', ['vitest', 'run', ...args, ...reporters], options);
}

const withoutDatabaseUrl = { ...process.env };
delete withoutDatabaseUrl.DATABASE_URL;

await stage('lint', () => run('npx', ['biome', 'check', '.']));
await stage('dependencies', () => run('node', ['scripts/check-dependencies.mjs']));
await stage('types', () => typecheck().length === 0);
await stage('unit + API (PGlite)', () => vitest('unit-and-api-pglite', [], { env: withoutDatabaseUrl }));
backends.push('pglite');

// The browser suite waits on the browser and the product more than it computes: the API suite on
// PostgreSQL runs beside it, its output kept in a file and shown once it ends.
const postgresLog = join(REPORTS, 'api-postgres.log');
const lastStages = [
  stage('browser', () =>
    vitest('browser', ['--config', 'e2e/vitest.config.ts'], { env: withoutDatabaseUrl }),
  ),
];
if (process.env.DATABASE_URL) {
  backends.push('postgres');
  lastStages.push(
    stage('API (PostgreSQL)', () => vitest('api-postgres', ['--project', 'api'], { logFile: postgresLog })),
  );
}
await Promise.all(lastStages);
if (existsSync(postgresLog)) {
  console.log('\n▶ API (PostgreSQL), its output:');
  console.log(readFileSync(postgresLog, 'utf8'));
}

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
