/**
 * Starts what the whole browser suite shares: the built product, one Chromium, and a folder for the
 * customers' saved sign-ins. Hands their addresses to the test files; stops them all at the end.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startProduct } from '../../scripts/product-server.ts';
import { startChromium } from './chromium-server.ts';

/** The browser to connect to, or why there is none (the suite is then skipped). */
export type ChromiumEndpoint = { wsEndpoint: string } | { unavailable: string };

declare module 'vitest' {
  // biome-ignore lint/style/useConsistentTypeDefinitions: module augmentation needs an interface
  export interface ProvidedContext {
    baseUrl: string;
    chromium: ChromiumEndpoint;
    signInsDir: string;
  }
}

export default async function setup(project: TestProject) {
  const chromium = await startChromium();
  const browserServer = typeof chromium === 'string' ? undefined : chromium;
  if (typeof chromium === 'string') {
    console.warn(`browser suite skipped: ${chromium}`);
  }
  // On http://localhost: a passkey's relying party must be a domain name (fingerprint sign-in).
  // The whole suite comes from one address where real traffic comes from many customers' own, so the
  // per-address rate limit is lifted here; it is proven by the API tests (plugins/security.test.ts).
  // With DATABASE_URL, the product runs on a new database of that server, dropped at the end (the
  // embedded database, otherwise): the API suite proves both backends, and the server spares the
  // CPU the embedded one spends on every page the suite opens.
  const throwAwayDatabaseOn = process.env.DATABASE_URL;
  const product = await startProduct(
    { RATE_LIMIT_MAX: '1000000' },
    { hostname: 'localhost', ...(throwAwayDatabaseOn ? { throwAwayDatabaseOn } : {}) },
  ).catch(async (error: unknown) => {
    await browserServer?.close();
    throw error;
  });
  const signInsDir = mkdtempSync(join(tmpdir(), 'baraka-sign-ins-'));
  project.provide('baseUrl', product.baseUrl);
  project.provide(
    'chromium',
    typeof chromium === 'string' ? { unavailable: chromium } : { wsEndpoint: chromium.wsEndpoint() },
  );
  project.provide('signInsDir', signInsDir);
  return async () => {
    await browserServer?.close();
    await product.stop();
    rmSync(signInsDir, { recursive: true, force: true });
  };
}
