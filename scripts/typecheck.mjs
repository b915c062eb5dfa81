// `npm run typecheck`: every TypeScript project of the repository, one after another (the compiler
// uses every core on its own). Exits non-zero when any project has an error.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The Node side in one program (tsconfig.node.json), then the browser's and the browser suite's. */
export const TYPESCRIPT_PROJECTS = [
  'tsconfig.node.json',
  'apps/web/tsconfig.json',
  'apps/web/src/service-worker/tsconfig.json',
  'e2e/tsconfig.json',
];

/** Checks each project; answers the ones that failed. */
export function typecheck(projects = TYPESCRIPT_PROJECTS) {
  return projects.filter((project) => {
    console.log(`tsc -p ${project}`);
    const result = spawnSync('npx', ['tsc', '-p', project], { cwd: ROOT, stdio: 'inherit' });
    return result.status !== 0;
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const failed = typecheck();
  if (failed.length > 0) {
    console.error(`type errors in ${failed.join(', ')}`);
  }
  process.exit(failed.length > 0 ? 1 : 0);
}
