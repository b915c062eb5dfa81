/** An empty PGlite cluster dumped once per machine, so each test file skips initdb. */
import { randomBytes } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

const readPgliteVersion = async (): Promise<string> => {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const manifest = JSON.parse(await readFile(path.join(path.dirname(entry), '..', 'package.json'), 'utf8'));
  return String(manifest.version);
};

const createTemplate = async (file: string): Promise<Uint8Array> => {
  const pglite = await PGlite.create();
  const dump = await pglite.dumpDataDir('gzip');
  await pglite.close();
  const bytes = new Uint8Array(await dump.arrayBuffer());
  // Test files start in parallel: write aside, then rename, so nobody reads half a file.
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(partial, bytes);
  await rename(partial, file);
  return bytes;
};

/** Pre-migration on purpose: a schema change can never leave a stale template behind. */
export const loadPgliteTemplate = async (): Promise<Blob> => {
  const file = path.join(tmpdir(), `baraka-pglite-template-${await readPgliteVersion()}.tgz`);
  const bytes = await readFile(file).catch(() => createTemplate(file));
  return new Blob([bytes]);
};
