/** Starts the product as a user would (`npm start`) on a free port with its own data folder. */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

export type RunningProduct = { baseUrl: string; stop: () => Promise<void> };

function findFreePort(): Promise<number> {
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
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the product did not answer ${baseUrl}/gateway/health within ${timeoutMs} ms`);
}

/**
 * The embedded database is always used: a run never touches a server named by DATABASE_URL.
 * `hostname: 'localhost'` serves the product as http://localhost:<port> (passkeys need a domain
 * name as their relying party; an IP address cannot be one).
 */
export async function startProduct(
  extraEnv: NodeJS.ProcessEnv = {},
  { hostname = '127.0.0.1' }: { hostname?: '127.0.0.1' | 'localhost' } = {},
): Promise<RunningProduct> {
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
    ...extraEnv,
  };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['scripts/start.mjs'], { cwd: ROOT, env, stdio: 'inherit' });
  try {
    await waitForHealth(baseUrl, child, 240_000);
  } catch (error) {
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    baseUrl,
    stop: async () => {
      const exited = new Promise((resolve) => {
        child.once('exit', resolve);
        setTimeout(resolve, 10_000);
      });
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
