// Bundles the API into apps/api/dist/server.mjs (and pdf-worker.mjs, where the PDF threads start)
// when its sources changed: starting from
// the bundle loads in about half the time of compiling hundreds of TypeScript modules on each start,
// which is what a restart after a crash waits for. Packages from node_modules stay outside the
// bundle; the workspace packages (TypeScript sources) go in.
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join, relative } from 'node:path';
import { build } from 'esbuild';
import { ROOT } from './web-build.mjs';

const DIST = join(ROOT, 'apps/api/dist');
export const API_BUNDLE = join(DIST, 'server.mjs');
const FINGERPRINT_FILE = join(DIST, '.build-fingerprint');
const INPUTS = [
  'apps/api/src',
  'packages/contracts/src',
  'packages/domain/src',
  'apps/api/package.json',
  'package-lock.json',
];

function listSources(path) {
  if (!existsSync(path)) {
    return [];
  }
  if (!statSync(path).isDirectory()) {
    return [path];
  }
  return readdirSync(path)
    .sort()
    .flatMap((name) => listSources(join(path, name)))
    .filter((file) => !file.endsWith('.test.ts'));
}

function fingerprintApiInputs() {
  const hash = createHash('sha256');
  for (const file of INPUTS.flatMap((input) => listSources(join(ROOT, input)))) {
    hash.update(relative(ROOT, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

const keepPackagesOutside = {
  name: 'keep-packages-outside',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, ({ path }) =>
      path.startsWith('@baraka/') ? undefined : { path, external: true },
    );
  },
};

/** Chunks of earlier builds (names are hashes of their contents) would pile up in dist/. */
function removeOtherChunks(written) {
  const kept = new Set(written);
  for (const name of readdirSync(DIST)) {
    const path = join(DIST, name);
    if (name.startsWith('chunk-') && !kept.has(path) && !kept.has(path.replace(/\.map$/, ''))) {
      rmSync(path, { force: true });
    }
  }
}

/** Returns true when a build ran, false when the existing bundle was up to date. */
export async function buildApiIfChanged({ log = console.log } = {}) {
  const fingerprint = fingerprintApiInputs();
  if (existsSync(FINGERPRINT_FILE) && readFileSync(FINGERPRINT_FILE, 'utf8') === fingerprint) {
    return false;
  }
  log('API: bundling…');
  const result = await build({
    // The PDF worker threads start from their own file next to the server (adapters/pdf/pdf-pool.ts),
    // and so does the child process making a first start's database (db/pglite-new-folder.ts).
    entryPoints: {
      server: join(ROOT, 'apps/api/src/server.ts'),
      'pdf-worker': join(ROOT, 'apps/api/src/adapters/pdf/pdf-worker.ts'),
      'new-pglite-cluster': join(ROOT, 'apps/api/src/db/new-pglite-cluster.ts'),
    },
    bundle: true,
    // What the entries share goes into chunks, and a dynamic import() into a chunk of its own: the
    // server reads its configuration and starts the child before loading the rest.
    splitting: true,
    chunkNames: 'chunk-[hash]',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'external',
    write: false,
    outdir: DIST,
    outExtension: { '.js': '.mjs' },
    plugins: [keepPackagesOutside],
    logLevel: 'warning',
  });
  mkdirSync(DIST, { recursive: true });
  // Several products may start at once (tests, replicas): each file appears whole or not at all.
  for (const file of result.outputFiles) {
    const temporary = `${file.path}.${process.pid}.tmp`;
    writeFileSync(temporary, file.contents);
    renameSync(temporary, file.path);
  }
  removeOtherChunks(result.outputFiles.map((file) => file.path));
  const temporary = `${FINGERPRINT_FILE}.${process.pid}.tmp`;
  writeFileSync(temporary, fingerprint);
  renameSync(temporary, FINGERPRINT_FILE);
  return true;
}
