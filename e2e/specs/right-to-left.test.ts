/**
 * Details of the Arabic layout a phone user noticed: a French street address keeps its number in
 * front, the reason counter reads "0 / 140", the send icon points the way Arabic reads, and the
 * avatar's initials come from the Arabic name shown beside it.
 */
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage } from '../support/page-waits.ts';
import { saveScreenshot } from '../support/screenshots.ts';
import { useSession } from '../support/signed-in-session.ts';
import { openVisitor } from '../support/visitor.ts';

/** Where two parts of an element's text are drawn, from the left of the screen. */
async function leftEdgesOf(element: Locator, parts: readonly string[]): Promise<number[]> {
  return element.evaluate((root, wanted) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const edges: number[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const part of wanted) {
        const start = text.indexOf(part);
        if (start >= 0 && edges.length < wanted.length) {
          const range = document.createRange();
          range.setStart(node, start);
          range.setEnd(node, start + part.length);
          edges[wanted.indexOf(part)] = range.getBoundingClientRect().left;
        }
      }
    }
    return edges;
  }, parts);
}

describe('right to left, for a visitor (mobile, ar)', () => {
  it('keeps a street number in front of its street in the locator list', async () => {
    const visit = await openVisitor('mobile', 'ar');
    const { page } = visit;
    await page.route(/tile\.openstreetmap\.org/, (route) => route.abort('internetdisconnected'));
    await visit.open('/locator');
    const row = page.getByTestId('place-row').filter({ hasText: '45 avenue Habib Bourguiba' }).first();
    await row.waitFor();
    const [number, street] = await leftEdgesOf(row, ['45 ', 'avenue']);
    expect(number).toBeLessThan(street ?? 0);
    await saveScreenshot(page, 'mobile-ar-locator-address', { fullPage: false });
    expect(visit.problems).toEqual([]);
    await visit.close();
  });

  it('turns the send icon of the contact form towards the left', async () => {
    const visit = await openVisitor('mobile', 'ar');
    const { page } = visit;
    await visit.open('/contact-us/request');
    const icon = page.locator('button[type="submit"] svg').first();
    await icon.waitFor();
    expect(await icon.evaluate((svg) => getComputedStyle(svg).transform)).toBe('matrix(-1, 0, 0, 1, 0, 0)');
    await visit.close();
  });
});

describe('right to left, signed in (desktop, ar)', () => {
  const session = useSession('amina', 'desktop', 'ar');

  it('shows Arabic initials beside the Arabic name', async () => {
    const { page } = session();
    const initials = page.getByTestId('user-menu').locator('[data-initials]');
    await initials.waitFor();
    expect(await initials.getAttribute('data-initials')).toMatch(/^[\u0600-\u06ff]\u200c?[\u0600-\u06ff]?$/);
  });

  it('counts the reason’s characters as "typed / allowed"', async () => {
    const { page } = session();
    await openPage(page, '/transfers/transfer-type/add-local');
    const field = page.getByTestId('reason');
    await field.waitFor();
    await field.fill('Loyer');
    const description = page.locator('.mantine-InputWrapper-description').filter({ hasText: '140' });
    const [typed, allowed] = await leftEdgesOf(description, ['5', '140']);
    expect(typed).toBeLessThan(allowed ?? 0);
    await saveScreenshot(page, 'desktop-ar-transfer-reason-counter', { fullPage: false });
  });
});
