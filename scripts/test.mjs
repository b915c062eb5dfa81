// `npm test`: lint, types, the unit and API suites on PGlite, the API suite again on PostgreSQL when
// DATABASE_URL is set, then the browser suite. Ends with the time of each stage, the backends that
// ran and one line `N passed, N failed, N skipped`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { typecheck } from './typecheck.mjs';
import { ROOT } from './web-build.mjs';

const REPORTS = join(ROOT, 'artifacts/test-reports');
rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });

const stages = [];
const reports = [];
const backends = [];

/** Runs one stage and records whether it passed and how long it took. */
function stage(name, work) {
  console.log(`\n▶ ${name}`);
  const started = performance.now();
  const ok = work();
  stages.push({ name, ok, seconds: (performance.now() - started) / 1000 });
}

function run(command, args, env = process.env) {
  return spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env }).status === 0;
}

/** A Vitest run whose counts go into the summary line. */
function vitest(report, args, env) {
  const file = join(REPORTS, `${report}.json`);
  reports.push(file);
  return run(
    'npx',
    ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`],
    env,
  );
}

const withoutDatabaseUrl = { ...process.env };
delete withoutDatabaseUrl.DATABASE_URL;

stage('lint', () => run('npx', ['biome', 'check', '.']));
stage('types', () => typecheck().length === 0);
stage('unit + API (PGlite)', () => vitest('unit-and-api-pglite', [], withoutDatabaseUrl));
backends.push('pglite');
if (process.env.DATABASE_URL) {
  stage('API (PostgreSQL)', () => vitest('api-postgres', ['--project', 'api'], process.env));
  backends.push('postgres');
}
stage('browser', () => vitest('browser', ['--config', 'e2e/vitest.config.ts'], withoutDatabaseUrl));

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

const total = stages.reduce((sum, { seconds }) => sum + seconds, 0);
console.log('\n── summary ──');
for (const { name, ok, seconds } of stages) {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name.padEnd(22)} ${Math.round(seconds).toString().padStart(5)} s`);
}
console.log(`${'total'.padStart(27)} ${Math.round(total).toString().padStart(5)} s`);
console.log(`database backends: ${backends.join(', ')}`);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(stages.some((entry) => !entry.ok) || failed > 0 ? 1 : 0);
