/** Runs around every test file: one connection to the run's Chromium, every test skipped without one. */
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { connectBrowser, disconnectBrowser, findMissingBrowser } from './browser.ts';

beforeAll(connectBrowser);

beforeEach(({ skip }) => {
  const missing = findMissingBrowser();
  skip(missing !== undefined, missing);
});

afterAll(disconnectBrowser);
