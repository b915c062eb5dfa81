// Builds the web app only when its inputs changed since the last build (fingerprint in dist/).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
const WEB = join(ROOT, 'apps/web');
const DIST = join(WEB, 'dist');
const FINGERPRINT_FILE = join(DIST, '.build-fingerprint');
const INPUTS = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/build',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/postcss.config.cjs',
  'apps/web/package.json',
  'packages/contracts/src',
  'packages/domain/src',
  'package-lock.json',
];

function listFiles(path) {
  if (!existsSync(path)) {
    return [];
  }
  if (!statSync(path).isDirectory()) {
    return [path];
  }
  return readdirSync(path)
    .sort()
    .flatMap((name) => listFiles(join(path, name)));
}

export function fingerprintWebInputs() {
  const hash = createHash('sha256');
  for (const file of INPUTS.flatMap((input) => listFiles(join(ROOT, input)))) {
    hash.update(relative(ROOT, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

/** Returns true when a build ran, false when the existing one was up to date. */
export function buildWebIfChanged({ log = console.log } = {}) {
  const fingerprint = fingerprintWebInputs();
  if (existsSync(FINGERPRINT_FILE) && readFileSync(FINGERPRINT_FILE, 'utf8') === fingerprint) {
    log('web app: build is up to date');
    return false;
  }
  log('web app: building…');
  // Always a production bundle: a NODE_ENV inherited from a test run must not reach Vite.
  const result = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) {
    throw new Error(`web build failed with exit code ${result.status}`);
  }
  writeFileSync(FINGERPRINT_FILE, fingerprint);
  return true;
}
