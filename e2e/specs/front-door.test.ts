/**
 * The front door stays light: a visitor is never sent the private area's code, and the public
 * dashboard's first visit stays within its script budget (gzip). The budget is today's size with a
 * little room, so any growth is a decision; the goal (150 KB) is in the README's performance section.
 */
import { describe, expect, inject, it } from 'vitest';
import { getBrowser } from '../support/browser.ts';
import { measureFirstVisit, sumScriptsGzip } from '../support/first-visit.ts';

const PUBLIC_DASHBOARD_BUDGET_KB = 220;
/** Chunks of the signed-in areas (named after their feature folder by the build). */
const PRIVATE_CHUNK =
  /\/assets\/(accounts|transfers|transfer-history|standing-orders|bulk-transfers|beneficiaries|cards)-[^/]+\.js$/;

describe('front door', () => {
  it('sends a visitor at / to the login without the private pages’ code', async () => {
    const { files } = await measureFirstVisit(getBrowser(), `${inject('baseUrl')}/`);
    const scripts = files.filter((file) => file.type === 'script').map((file) => file.url);
    expect(scripts.some((url) => url.includes('/assets/identity-'))).toBe(true);
    expect(scripts.filter((url) => PRIVATE_CHUNK.test(url))).toEqual([]);
  });

  it(`keeps the public dashboard’s first visit under ${PUBLIC_DASHBOARD_BUDGET_KB} KB of gzipped script`, async () => {
    const { files } = await measureFirstVisit(getBrowser(), `${inject('baseUrl')}/#/dashboard`);
    expect(Math.round((await sumScriptsGzip(files)) / 1024)).toBeLessThanOrEqual(PUBLIC_DASHBOARD_BUDGET_KB);
  });
});
