/** One autocannon run: requests per second and latency percentiles of one call. */
import autocannon from 'autocannon';

export type LoadResult = {
  rps: number;
  p50: number;
  p99: number;
  /** Answers other than 2xx, and connection errors: a figure with either is not a fair one. */
  failed: number;
};

export type LoadOptions = {
  url: string;
  connections: number;
  seconds: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Called for each request (e.g. a fresh idempotency key, a changing body). */
  setupRequest?: (request: autocannon.Request) => autocannon.Request;
};

export async function load(options: LoadOptions): Promise<LoadResult> {
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.seconds,
    method: options.method ?? 'POST',
    headers: { 'content-type': 'application/json', ...options.headers },
    body: options.body ?? '{}',
    ...(options.setupRequest ? { requests: [{ setupRequest: options.setupRequest }] } : {}),
  });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors + result.timeouts,
  };
}
