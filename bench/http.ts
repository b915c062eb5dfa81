/**
 * HTTP throughput of the product: /gateway/health (database round trip) and one hashed static
 * asset, with autocannon. Prints req/s and latency percentiles; nothing is asserted.
 * BENCH_URL points it at a running product; otherwise it starts one with an embedded database.
 */
import autocannon from 'autocannon';
import { startProduct } from '../scripts/product-server.ts';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

async function findStaticAsset(baseUrl: string): Promise<string> {
  const html = await (await fetch(`${baseUrl}/`)).text();
  // The build writes relative paths ("./assets/…") so the same files serve the mobile shell.
  const match = /src="\.?(\/assets\/[^"]+\.js)"/.exec(html);
  if (!match?.[1]) {
    throw new Error(`no hashed script in the page at / (is the web app built?): ${html.slice(0, 200)}`);
  }
  return match[1];
}

async function measure(title: string, url: string) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_SECONDS });
  return {
    target: title,
    'req/s (avg)': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p90 ms': result.latency.p90,
    'p99 ms': result.latency.p99,
    'max ms': result.latency.max,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

const product = process.env.BENCH_URL ? undefined : await startProduct({ RATE_LIMIT_MAX: '100000000' });
const baseUrl = process.env.BENCH_URL ?? product?.baseUrl ?? '';
try {
  const asset = await findStaticAsset(baseUrl);
  const rows = [
    await measure('GET /gateway/health', `${baseUrl}/gateway/health`),
    await measure(`GET ${asset}`, `${baseUrl}${asset}`),
  ];
  console.log(`\n${CONNECTIONS} connections, ${DURATION_SECONDS} s each, Node ${process.version}`);
  console.table(rows);
} finally {
  await product?.stop();
}
