/**
 * A steady load: one request every 1/rate seconds, whatever the answers do (an open loop), over at
 * most `connections` kept-alive sockets. Each latency runs from the moment the request was due, so
 * a request that waits for a free socket counts its wait. This is what "p99 at half the max rate"
 * means; autocannon's rate cap instead sends each second's quota back to back at the start of the
 * second, which measures a burst at full speed, not a load below saturation.
 */
import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';
import type { LoadOptions, LoadResult } from './load.ts';

/** The same call every time (reads): no per-request setup. */
type PacedOptions = Omit<LoadOptions, 'setupRequest'> & { rate: number };

const percentile = (sorted: number[], fraction: number) =>
  sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0);

function send(agent: Agent, options: PacedOptions): Promise<number> {
  const url = new URL(options.url);
  const body = options.body ?? '{}';
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        agent,
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method: options.method ?? 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          ...options.headers,
        },
      },
      (answer) => {
        answer.resume();
        answer.on('end', () => resolve(answer.statusCode ?? 0));
        answer.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

export async function pacedLoad(options: PacedOptions): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: options.connections });
  const latencies: number[] = [];
  let failed = 0;
  const interval = 1_000 / options.rate;
  const started = performance.now();
  const end = started + options.seconds * 1_000;
  const inFlight: Promise<void>[] = [];
  for (let due = started; due < end; due += interval) {
    const wait = due - performance.now();
    if (wait > 1) {
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
    const scheduled = due;
    inFlight.push(
      send(agent, options).then(
        (status) => {
          if (status >= 200 && status < 300) {
            latencies.push(performance.now() - scheduled);
          } else {
            failed += 1;
          }
        },
        () => {
          failed += 1;
        },
      ),
    );
  }
  await Promise.all(inFlight);
  agent.destroy();
  const sorted = latencies.sort((a, b) => a - b);
  return {
    rps: Math.round(latencies.length / options.seconds),
    p50: Math.round(percentile(sorted, 0.5)),
    p99: Math.round(percentile(sorted, 0.99)),
    failed,
  };
}
