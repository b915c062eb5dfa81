import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, MEMORY_DATABASE, REPO_ROOT } from './config.ts';
import { mobilePostLogoutRedirectUri } from './identity-config.ts';

describe('loadConfig', () => {
  it('defaults to PGlite under ./var of the repository, port 8080 on 127.0.0.1', () => {
    const config = loadConfig({});

    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: undefined,
      dataDir: path.join(REPO_ROOT, 'var'),
      pgliteDir: path.join(REPO_ROOT, 'var', 'pglite'),
      publicUrl: 'http://127.0.0.1:8080',
      nodeEnv: 'development',
      logLevel: 'info',
      webDistDir: path.join(REPO_ROOT, 'apps', 'web', 'dist'),
      rateLimitMax: 300,
      trustProxy: false,
      mapTileUrl: 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png',
    });
  });

  it('takes the PDF threads from PDF_WORKERS and refuses a count that is not a positive integer', () => {
    expect(loadConfig({ PDF_WORKERS: '3' }).pdfWorkers).toBe(3);
    expect(loadConfig({}).pdfWorkers).toBeGreaterThanOrEqual(1);
    expect(() => loadConfig({ PDF_WORKERS: '0' })).toThrow(/PDF_WORKERS/);
    expect(() => loadConfig({ PDF_WORKERS: 'two' })).toThrow(/PDF_WORKERS/);
  });

  it('takes the map tile template from the environment and refuses one without {z}/{x}/{y}', () => {
    expect(loadConfig({ MAP_TILE_URL: '/tiles/{z}/{x}/{y}.png' }).mapTileUrl).toBe('/tiles/{z}/{x}/{y}.png');
    expect(() => loadConfig({ MAP_TILE_URL: 'https://tiles.example/map.png' })).toThrow(/MAP_TILE_URL/);
  });

  it("takes the mobile app's client and app URL, refusing a scheme that is not in reverse domain form", () => {
    expect(loadConfig({}).identity.mobile).toEqual({
      clientId: 'baraka-mobile',
      clientSecret: undefined,
      redirectUri: 'tn.albaraka.baraka://auth/callback',
    });
    const linked = loadConfig({
      OIDC_MOBILE_CLIENT_ID: 'bank-app',
      MOBILE_REDIRECT_URI: 'https://online.albaraka.example/app/callback',
    });
    expect(linked.identity.mobile).toMatchObject({
      clientId: 'bank-app',
      redirectUri: 'https://online.albaraka.example/app/callback',
    });
    for (const redirect of ['baraka://auth/callback', 'http://phone.example/cb', 'not a url']) {
      expect(() => loadConfig({ MOBILE_REDIRECT_URI: redirect })).toThrow(/MOBILE_REDIRECT_URI/);
    }
  });

  it("ends the mobile app's logout on the web's logged-out page where a native client may (https, loopback http)", () => {
    const endsAt = (publicUrl: string) =>
      mobilePostLogoutRedirectUri(loadConfig({ PUBLIC_URL: publicUrl }).identity);
    expect(endsAt('https://online.albaraka.example')).toBe('https://online.albaraka.example/auth/logged-out');
    expect(endsAt('http://127.0.0.1:8080')).toBe('http://127.0.0.1:8080/auth/logged-out');
    expect(endsAt('http://baraka.lan:8080')).toBeNull();
    expect(endsAt('https://localhost:8443')).toBeNull();
  });

  it('reads the environment, treating empty values as unset', () => {
    const config = loadConfig({
      PORT: '9090',
      DATABASE_URL: 'postgres://bank@db:5432/baraka',
      PUBLIC_URL: 'https://bank.example/',
      NODE_ENV: 'production',
      RATE_LIMIT_MAX: '50',
      LOG_LEVEL: '',
    });

    expect(config).toMatchObject({
      port: 9090,
      databaseUrl: 'postgres://bank@db:5432/baraka',
      publicUrl: 'https://bank.example',
      nodeEnv: 'production',
      rateLimitMax: 50,
      logLevel: 'info',
    });
  });

  it('keeps an in-memory database in memory', () => {
    expect(loadConfig({ DATA_DIR: MEMORY_DATABASE }).pgliteDir).toBe(MEMORY_DATABASE);
  });

  it('names every bad variable in one error', () => {
    const load = () =>
      loadConfig({ PORT: 'eighty', NODE_ENV: 'staging', DATABASE_URL: 'mysql://x', RATE_LIMIT_MAX: '0' });

    expect(load).toThrow(ConfigError);
    expect(load).toThrow(/PORT[\s\S]*DATABASE_URL[\s\S]*NODE_ENV[\s\S]*RATE_LIMIT_MAX/);
  });
});
