/**
 * pgbench's TPC-B on the same server and client count, as a yardstick for the ledger's figure:
 * `pgbench -i` into a throw-away database, then `pgbench -c C -j 2 -T seconds`, then drop it.
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { MEMORY_DATABASE } from '../../apps/api/src/config.ts';
import { openDatabase } from '../../apps/api/src/db/client.ts';

export type PgbenchResult = { tps: number; scale: number } | { skipped: string };

const INSTALL_HINT = "install Debian's postgresql-client package (apt-get install -y postgresql-client)";

/** pgbench's version line, or undefined when it is not installed. */
export function findPgbench(): string | undefined {
  const probe = spawnSync('pgbench', ['--version'], { encoding: 'utf8' });
  return probe.error || probe.status !== 0 ? undefined : probe.stdout.trim();
}

const withServer = async (serverUrl: string, statement: string): Promise<void> => {
  const server = await openDatabase({ databaseUrl: serverUrl, pgliteDir: MEMORY_DATABASE });
  try {
    await server.executeSql(statement);
  } finally {
    await server.close();
  }
};

const runCommand = (args: string[]): Promise<string> =>
  new Promise((resolve, reject) => {
    const child = spawn('pgbench', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`pgbench ${args[0]} exited with ${code}:\n${output}`)),
    );
  });

export async function measurePgbench(options: {
  serverUrl: string;
  clients: number;
  seconds: number;
  scale: number;
}): Promise<PgbenchResult> {
  if (!findPgbench()) {
    return { skipped: `pgbench not found on this machine: ${INSTALL_HINT}` };
  }
  const name = `baraka_pgbench_${randomBytes(6).toString('hex')}`;
  const url = new URL(options.serverUrl);
  url.pathname = `/${name}`;
  await withServer(options.serverUrl, `create database ${name}`);
  try {
    await runCommand(['-i', '-q', '-s', String(options.scale), url.toString()]);
    const output = await runCommand([
      '-c',
      String(options.clients),
      '-j',
      '2',
      '-T',
      String(options.seconds),
      url.toString(),
    ]);
    const match = /tps = ([0-9.]+) \(without initial connection time\)/.exec(output);
    if (!match?.[1]) {
      throw new Error(`no tps line in pgbench's output:\n${output}`);
    }
    return { tps: Math.round(Number(match[1])), scale: options.scale };
  } finally {
    await withServer(options.serverUrl, `drop database if exists ${name} with (force)`);
  }
}
