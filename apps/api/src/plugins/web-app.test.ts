import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

const INDEX =
  '<!doctype html><html><head><script type="module" src="/assets/app-abc123.js"></script></head></html>';
// Large enough to be sent compressed.
const BUNDLE = 'console.log("baraka");\n'.repeat(200);

describe('web app files', () => {
  let testApp: TestApp;
  let builtApp: App;
  let distDir: string;
  beforeAll(async () => {
    distDir = mkdtempSync(path.join(tmpdir(), 'baraka-web-dist-'));
    mkdirSync(path.join(distDir, 'assets'));
    writeFileSync(path.join(distDir, 'index.html'), INDEX);
    writeFileSync(path.join(distDir, 'assets', 'app-abc123.js'), BUNDLE);
    // What the web build writes beside each text file.
    writeFileSync(path.join(distDir, 'assets', 'app-abc123.js.br'), brotliCompressSync(BUNDLE));
    writeFileSync(path.join(distDir, 'assets', 'app-abc123.js.gz'), gzipSync(BUNDLE));
    writeFileSync(path.join(distDir, 'manifest.webmanifest'), '{}');
    testApp = await createTestApp();
    builtApp = await testApp.buildVariant({ webDistDir: distDir });
  });
  afterAll(async () => {
    await testApp.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  it('serves index.html at / with no-cache', async () => {
    const response = await builtApp.inject({ method: 'GET', url: '/' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(INDEX);
  });

  it('serves index.html at / to a client that accepts compressed answers and any type', async () => {
    const response = await builtApp.inject({
      method: 'GET',
      url: '/',
      headers: { accept: '*/*', 'accept-encoding': 'gzip, deflate, br' },
    });

    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX);
  });

  it('serves hashed assets as immutable for a year', async () => {
    const response = await builtApp.inject({ method: 'GET', url: '/assets/app-abc123.js' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the Brotli copy to a browser that accepts it, gzip to one that does not, and the file to others', async () => {
    const url = '/assets/app-abc123.js';
    const brotli = await builtApp.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.headers['content-type']).toContain('javascript');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(BUNDLE);

    const gzip = await builtApp.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(BUNDLE);

    const plain = await builtApp.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BUNDLE);
  });

  it('does not let un-hashed files outside assets/ be cached', async () => {
    const response = await builtApp.inject({ method: 'GET', url: '/manifest.webmanifest' });

    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers the entry page to a browser asking for an unknown page, an envelope to anyone else', async () => {
    const page = await builtApp.inject({ method: 'GET', url: '/accounts', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe(INDEX);

    const missingAsset = await builtApp.inject({ method: 'GET', url: '/assets/gone-000000.js' });
    expect(missingAsset.statusCode).toBe(404);
    expect(missingAsset.json().header.statusCode).toBe('COMMON.NOT_FOUND');

    const api = await builtApp.inject({
      method: 'GET',
      url: '/gateway/nope',
      headers: { accept: 'text/html' },
    });
    expect(api.statusCode).toBe(404);
    expect(api.json().header.statusCode).toBe('COMMON.NOT_FOUND');
  });

  it('answers a 503 page at / when the web app is not built', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/' });

    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('web app not built — run npm run build');
  });
});
