// `npm test`: static checks, the unit and API suites on PGlite (and on PostgreSQL when
// DATABASE_URL is set), then the browser suite. Prints which backends ran and one summary line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './web-build.mjs';

const REPORTS = join(ROOT, 'artifacts/test-reports');
const TYPECHECKED = [
  'packages/contracts',
  'packages/domain',
  'apps/api',
  'apps/web',
  'e2e',
  'bench',
  'scripts',
];
rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });

const steps = [];
const backends = [];

function run(name, command, args, env = process.env) {
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env });
  steps.push({ name, ok: result.status === 0 });
  return result.status === 0;
}

function vitest(name, args, env) {
  const report = join(REPORTS, `${name}.json`);
  run(
    name,
    'npx',
    ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    env,
  );
  return report;
}

const withoutDatabaseUrl = { ...process.env };
delete withoutDatabaseUrl.DATABASE_URL;

run('lint (biome)', 'npx', ['biome', 'check', '.']);
for (const project of TYPECHECKED) {
  run(`typecheck ${project}`, 'npx', ['tsc', '-p', join(project, 'tsconfig.json')]);
}

const reports = [vitest('unit-and-api-pglite', [], withoutDatabaseUrl)];
backends.push('pglite');
if (process.env.DATABASE_URL) {
  reports.push(vitest('api-postgres', ['--project', 'api'], process.env));
  backends.push('postgres');
}
reports.push(vitest('e2e', ['--config', 'e2e/vitest.config.ts'], withoutDatabaseUrl));

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
const failedSteps = steps.filter((step) => !step.ok);

console.log('\n── summary ──');
for (const step of steps) {
  console.log(`${step.ok ? 'ok  ' : 'FAIL'} ${step.name}`);
}
console.log(`database backends: ${backends.join(', ')}`);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failedSteps.length > 0 || failed > 0 ? 1 : 0);
