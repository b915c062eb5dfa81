/**
 * A first start has no embedded database yet: making one (initdb, then the migrations) takes
 * seconds of WebAssembly. It runs in a child process, started before the API loads its modules, so
 * the two overlap on a machine with two cores; the child runs V8's baseline compiler only
 * (`--liftoff-only`), which for this one-off work is about twice as fast as also compiling the hot
 * functions again with the optimizing one. The child writes a sibling folder, renamed into place
 * once whole: a crash midway leaves no half-made database.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, renameSync, rmdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { MEMORY_DATABASE } from '../config.ts';

const FROM_SOURCES = import.meta.url.endsWith('.ts');

/** From the bundle the child runs dist/new-pglite-cluster.mjs; from the sources, the .ts through tsx. */
const childArguments = (): string[] => {
  if (!FROM_SOURCES) {
    return [fileURLToPath(new URL('./new-pglite-cluster.mjs', import.meta.url))];
  }
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  return ['--import', tsx, fileURLToPath(new URL('./new-pglite-cluster.ts', import.meta.url))];
};

const isEmptyOrMissing = (dir: string): boolean => !existsSync(dir) || readdirSync(dir).length === 0;

const runChild = (folder: string): Promise<void> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--liftoff-only', ...childArguments(), folder], {
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code === 0) {
        resolve();
      } else {
        reject(new Error(`making the embedded database failed (exit code ${code ?? signal})`));
      }
    });
  });

/**
 * Starts making `dir` when it holds no database yet, and answers when it does; undefined when there
 * is nothing to make (in memory, already made, or a folder with other files, left to PGlite).
 */
export const startMakingPgliteFolder = (dir: string): Promise<void> | undefined => {
  if (dir === MEMORY_DATABASE || !isEmptyOrMissing(dir)) {
    return undefined;
  }
  const partial = `${dir}.new-${process.pid}`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(path.dirname(dir), { recursive: true });
  const made = runChild(partial).then(
    () => {
      if (existsSync(dir)) {
        rmdirSync(dir);
      }
      renameSync(partial, dir);
    },
    (error: unknown) => {
      rmSync(partial, { recursive: true, force: true });
      throw error;
    },
  );
  return made;
};
