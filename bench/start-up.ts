/**
 * How long `npm start` takes on the embedded database: a warm start (the data folder exists) and a
 * cold one (no data folder: the database is made, migrated and seeded), each BENCH_RUNS times (3),
 * in a throw-away data folder. Each start is timed from the spawn of `npm start` to three moments:
 * the "ready" log line, the first answer of `/gateway/health` (any status: calls are served), and
 * its first 200 (the job queue runs too), with the CPU time the server process had used when ready
 * (the ready line's `cpuMs`: the figure a busy machine disturbs least; a first start's child process
 * is not in it). Prints the medians and each run's steps (the ready line's milliseconds); nothing is
 * asserted. The web and API builds are brought up to date first, so no
 * start pays for a build. BENCH_COMMAND=node starts `node scripts/start.mjs` instead (without npm's
 * own start-up).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { findFreePort } from '../scripts/product-server.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const RUNS = Number(process.env.BENCH_RUNS) || 3;
const TIMEOUT_MS = 120_000;
const POLL_MS = 20;

type Run = { readyMs: number; answeredMs: number; healthyMs: number; cpuMs: number; steps: string };

const load = () => loadavg()[0]?.toFixed(2) ?? '?';

const command = (): [string, string[]] =>
  process.env.BENCH_COMMAND === 'node' ? ['node', ['scripts/start.mjs']] : ['npm', ['start']];

/** Resolves with the ready line's fields once the product prints it. */
const readyLine = (child: ChildProcess): Promise<{ steps: object; cpuMs: number; at: number }> =>
  new Promise((resolve, reject) => {
    let text = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      const line = text.split('\n').find((candidate) => candidate.includes('API ready'));
      if (line) {
        const fields = JSON.parse(line);
        resolve({ steps: fields.steps, cpuMs: fields.cpuMs, at: performance.now() });
      }
    });
    child.once('exit', (code) => reject(new Error(`the product exited (${code}) before it was ready`)));
  });

/** Polls health until it answers 200; answers when it first answered at all and when it was 200. */
const pollHealth = async (url: string, deadline: number) => {
  let answeredAt: number | undefined;
  while (performance.now() < deadline) {
    try {
      const response = await fetch(url);
      answeredAt ??= performance.now();
      if (response.ok) {
        return { answeredAt, healthyAt: performance.now() };
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  throw new Error(`${url} did not answer 200 within ${TIMEOUT_MS} ms`);
};

const isGroupAlive = (groupId: number): boolean => {
  try {
    process.kill(-groupId, 0);
    return true;
  } catch {
    return false;
  }
};

/** Stops npm and the product it started, and waits until both are gone (the next start opens the same folder). */
const stop = async (child: ChildProcess) => {
  const groupId = child.pid ?? 0;
  process.kill(-groupId, 'SIGTERM');
  const deadline = performance.now() + TIMEOUT_MS;
  while (isGroupAlive(groupId) && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

async function startOnce(dataDir: string): Promise<Run> {
  const port = await findFreePort();
  const [file, args] = command();
  const started = performance.now();
  const child = spawn(file, args, {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'info', DATABASE_URL: '' },
  });
  try {
    const ready = readyLine(child);
    const health = await pollHealth(`http://127.0.0.1:${port}/gateway/health`, started + TIMEOUT_MS);
    const { steps, cpuMs, at } = await ready;
    return {
      readyMs: Math.round(at - started),
      answeredMs: Math.round(health.answeredAt - started),
      healthyMs: Math.round(health.healthyAt - started),
      cpuMs,
      steps: JSON.stringify(steps),
    };
  } finally {
    await stop(child);
  }
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

async function measure(kind: 'warm' | 'cold', dataDir: string): Promise<void> {
  const runs: Run[] = [];
  const loadBefore = load();
  for (let i = 0; i < RUNS; i += 1) {
    if (kind === 'cold') {
      rmSync(dataDir, { recursive: true, force: true });
    }
    const run = await startOnce(dataDir);
    runs.push(run);
    console.log(
      `  ${kind} ${i + 1}: ready ${run.readyMs} ms, answers ${run.answeredMs} ms, healthy ${run.healthyMs} ms, server CPU ${run.cpuMs} ms  ${run.steps}`,
    );
  }
  const figure = (pick: (run: Run) => number) => `${median(runs.map(pick))} ms`;
  console.log(
    `${kind} start, median of ${RUNS}: ready ${figure((run) => run.readyMs)}, answers ${figure((run) => run.answeredMs)}, healthy ${figure((run) => run.healthyMs)}, server CPU until ready ${figure((run) => run.cpuMs)} (load average ${loadBefore} → ${load()})`,
  );
}

const parent = mkdtempSync(join(tmpdir(), 'baraka-start-up-'));
try {
  const build =
    "await (await import('./scripts/web-build.mjs')).buildWebIfChanged(); await (await import('./scripts/api-build.mjs')).buildApiIfChanged();";
  spawnSync('node', ['--input-type=module', '-e', build], { cwd: ROOT, stdio: 'inherit' });
  const dataDir = join(parent, 'var');
  console.log(`${command().flat().join(' ')}, PGlite, ${RUNS} runs each`);
  await measure('cold', dataDir);
  // The last cold start left a database behind: every warm start opens it.
  await measure('warm', dataDir);
} finally {
  rmSync(parent, { recursive: true, force: true });
}
