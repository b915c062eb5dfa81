/** Starts the product as a user would (`npm start`) on a free port with its own data folder. */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

export type RunningProduct = {
  baseUrl: string;
  /** The embedded database's data folder (unused on PostgreSQL). */
  dataDir: string;
  stop: () => Promise<void>;
  /** Stops it cleanly (SIGTERM) but keeps its data folder, to read it afterwards. */
  halt: () => Promise<void>;
  /** Ends the process at once (SIGKILL), as a power cut would: no shutdown code runs. */
  kill: () => Promise<void>;
  /** Starts it again on the same port and data; answers the milliseconds until it answered health. */
  restart: () => Promise<number>;
};

export type ProductOptions = {
  hostname?: '127.0.0.1' | 'localhost';
  /** Run on this PostgreSQL database instead of the embedded one. */
  databaseUrl?: string;
  /**
   * Run on a new database of this PostgreSQL server (a server URL, as DATABASE_URL), created empty
   * before the start (the product migrates and seeds it) and dropped when the product stops.
   */
  throwAwayDatabaseOn?: string;
  /** False: serve the API alone, without building the web app first (`WEB_BUILD=skip`). */
  buildWeb?: boolean;
  /** Where the product's output goes (default: this process's). */
  stdio?: 'inherit' | 'ignore';
  /** Fills the data folder before the first start (e.g. a copy of a seeded database). */
  prepare?: (dataDir: string) => Promise<void>;
};

/** Runs one statement on a PostgreSQL server (creating or dropping a database). */
async function runOnServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A new empty database on the server: its URL, and how to drop it. */
async function createThrowAwayDatabase(
  serverUrl: string,
): Promise<{ databaseUrl: string; drop: () => Promise<void> }> {
  const name = `baraka_run_${randomBytes(6).toString('hex')}`;
  await runOnServer(serverUrl, `create database ${name}`);
  const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();
  return { databaseUrl, drop: () => runOnServer(serverUrl, `drop database if exists ${name} with (force)`) };
}

export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(baseUrl: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`the product exited with code ${child.exitCode} before answering`);
    }
    try {
      const response = await fetch(`${baseUrl}/gateway/health`);
      if (response.ok) {
        return;
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the product did not answer ${baseUrl}/gateway/health within ${timeoutMs} ms`);
}

const exitOf = (child: ChildProcess, timeoutMs: number) =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) {
      resolve(undefined);
      return;
    }
    child.once('exit', resolve);
    setTimeout(resolve, timeoutMs);
  });

/**
 * The embedded database is used unless `databaseUrl` or `throwAwayDatabaseOn` is given: a run never
 * touches a server named by DATABASE_URL on its own. `hostname: 'localhost'` serves the product as
 * http://localhost:<port> (passkeys need a domain name as their relying party; an IP address cannot
 * be one).
 */
export async function startProduct(
  extraEnv: NodeJS.ProcessEnv = {},
  options: ProductOptions = {},
): Promise<RunningProduct> {
  const { hostname = '127.0.0.1', buildWeb = true, stdio = 'inherit', prepare } = options;
  const throwAway = options.throwAwayDatabaseOn
    ? await createThrowAwayDatabase(options.throwAwayDatabaseOn)
    : undefined;
  const databaseUrl = throwAway?.databaseUrl ?? options.databaseUrl;
  const dataDir = mkdtempSync(join(tmpdir(), 'baraka-run-'));
  const port = await findFreePort();
  const baseUrl = `http://${hostname}:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: hostname,
    DATA_DIR: dataDir,
    PUBLIC_URL: baseUrl,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    ...(buildWeb ? {} : { WEB_BUILD: 'skip', WEB_DIST_DIR: join(dataDir, 'no-web-build') }),
    ...extraEnv,
  };
  delete env.DATABASE_URL;
  if (databaseUrl) {
    env.DATABASE_URL = databaseUrl;
  }
  let child: ChildProcess;
  const launch = async (): Promise<number> => {
    const started = performance.now();
    child = spawn(process.execPath, ['scripts/start.mjs'], { cwd: ROOT, env, stdio });
    try {
      await waitForHealth(baseUrl, child, 240_000);
    } catch (error) {
      child.kill('SIGKILL');
      throw error;
    }
    return Math.round(performance.now() - started);
  };
  try {
    await prepare?.(dataDir);
    await launch();
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    await throwAway?.drop();
    throw error;
  }
  const halt = async () => {
    const exited = exitOf(child, 10_000);
    child.kill('SIGTERM');
    await exited;
  };
  return {
    baseUrl,
    dataDir,
    kill: async () => {
      const exited = exitOf(child, 10_000);
      child.kill('SIGKILL');
      await exited;
    },
    restart: launch,
    halt,
    stop: async () => {
      await halt();
      rmSync(dataDir, { recursive: true, force: true });
      await throwAway?.drop();
    },
  };
}
