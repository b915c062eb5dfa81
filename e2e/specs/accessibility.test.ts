/**
 * Accessibility of every page of the route table, checked by axe-core (WCAG 2.1 A and AA rules): no
 * serious or critical violation, and no horizontal scroll (phones at 320 px). Each route is opened
 * once, the four ways a person sees the app taking turns (desktop in French, phone in Arabic, phone
 * in French, desktop in Arabic): public and sign-in pages as a visitor, private pages signed in as
 * amina.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Language, ViewportName } from '../support/browser.ts';
import { useSession } from '../support/signed-in-session.ts';
import { openVisitor, type Visit } from '../support/visitor.ts';

/** Phones are checked at 320 px, the narrowest the app is made for. */
const NARROWEST_PHONE = { width: 320, height: 640 };
const WAYS: readonly { viewport: ViewportName; language: Language }[] = [
  { viewport: 'desktop', language: 'fr' },
  { viewport: 'mobile', language: 'ar' },
  { viewport: 'mobile', language: 'fr' },
  { viewport: 'desktop', language: 'ar' },
];
const SERIOUS = new Set(['serious', 'critical']);
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** A share is a couple of dozen pages, each opened and analysed. */
const SHARE_TIMEOUT_MS = 240_000;

// The web app's route table, read as data; through a computed specifier so this project's type
// check does not follow it into the web app's pages (checked by the web project itself).
const ROUTE_TABLE = new URL('../../apps/web/src/app/routes.ts', import.meta.url).href;
const { ROUTES } = (await import(ROUTE_TABLE)) as {
  ROUTES: readonly { path: string; page: string; guards: readonly string[] }[];
};

const isPrivate = (guards: readonly string[]) => guards.includes('auth');
// Several paths open the same page (spec §2 aliases): each page is checked once, at its first path.
const pages = ROUTES.filter(
  (route, index) =>
    ROUTES.findIndex(
      (other) => other.page === route.page && isPrivate(other.guards) === isPrivate(route.guards),
    ) === index,
);
const publicPaths = pages.filter((route) => !isPrivate(route.guards)).map((route) => route.path);
const privatePaths = pages.filter((route) => isPrivate(route.guards)).map((route) => route.path);
const takeTurn = (paths: readonly string[], turn: number) =>
  paths.filter((_path, index) => index % WAYS.length === turn);

/**
 * Waits until the page shows its content: no loader or skeleton left, or 2 s at most (a page opened
 * without the id it expects may keep its loader; it is checked as it stands).
 */
async function waitForSettledPage(page: Page): Promise<void> {
  await page.locator('main, [role="main"], form').first().waitFor();
  await page
    .waitForFunction(
      () =>
        document.querySelectorAll('.mantine-Skeleton-root[data-visible], .mantine-Loader-root').length === 0,
      undefined,
      { timeout: 2_000 },
    )
    .catch(() => undefined);
}

/** Whether the page shows the app (not yet opened, or gone to the provider's pages: it does not). */
const isInApp = (page: Page) => {
  const url = new URL(page.url(), 'http://unknown');
  return url.origin === new URL(inject('baseUrl')).origin && !url.pathname.startsWith('/idp');
};

/** Moves the app to another route as its own links do (no reload of the app). */
async function goTo(page: Page, path: string): Promise<void> {
  await page.evaluate((route) => {
    window.location.hash = route;
  }, path);
}

/** What a share of pages has checked so far. */
type Share = { isNavigationChecked: boolean };

/**
 * What is wrong with the page, one line each: a horizontal scroll, then axe's serious and critical
 * violations (rule, impact, first elements).
 */
async function findViolations(page: Page, path: string, share: Share): Promise<string[]> {
  const measure = () =>
    page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: window.innerWidth }));
  let overflow = await measure();
  if (overflow.page > overflow.screen) {
    // A toast sliding in widens the page for a moment: only a lasting scroll counts.
    await page.waitForTimeout(1_000);
    overflow = await measure();
  }
  const scrolls =
    overflow.page > overflow.screen
      ? [`${path}: horizontal scroll (${overflow.page} px on ${overflow.screen})`]
      : [];
  // Only violations are collected in full: gathering every passing element costs most of a run.
  const axe = new AxeBuilder({ page }).withTags(WCAG_TAGS).options({ resultTypes: ['violations'] });
  // The menus (side menu, tab bar) are the same on every page of a share: checked on the first
  // page that has them.
  // Toasts come and go on their own time and fade in (a fading text fails contrast mid-way), so
  // they are left out here; the notifications journey checks the live toast's close button.
  axe.exclude('.mantine-Notifications-root');
  const results = await (share.isNavigationChecked ? axe.exclude('nav') : axe).analyze();
  share.isNavigationChecked ||= (await page.locator('nav').count()) > 0;
  return [
    ...scrolls,
    ...results.violations
      .filter((violation) => SERIOUS.has(violation.impact ?? ''))
      .map(
        (violation) =>
          `${path}: ${violation.id} (${violation.impact}) ${violation.nodes
            .slice(0, 3)
            .map((node) => `${node.html.slice(0, 120)} ${node.failureSummary ?? ''}`.replace(/\s+/g, ' '))
            .join(' | ')}`,
      ),
  ];
}

WAYS.forEach(({ viewport, language }, turn) => {
  describe(`accessibility for a visitor (${viewport}, ${language})`, () => {
    let visit: Visit;
    beforeAll(async () => {
      visit = await openVisitor(viewport, language);
      if (viewport === 'mobile') {
        await visit.page.setViewportSize(NARROWEST_PHONE);
      }
    });
    afterAll(async () => {
      await visit.close();
    });

    it(
      'has no serious or critical violation on its share of the public and sign-in pages',
      async () => {
        const violations: string[] = [];
        const share: Share = { isNavigationChecked: false };
        for (const path of takeTurn(publicPaths, turn)) {
          // Within the app, as its links do; a fresh load after a page that left it (the provider's).
          if (isInApp(visit.page)) {
            await goTo(visit.page, path);
          } else {
            await visit.open(path);
          }
          await waitForSettledPage(visit.page);
          violations.push(...(await findViolations(visit.page, path, share)));
        }
        expect(violations).toEqual([]);
      },
      SHARE_TIMEOUT_MS,
    );
  });

  describe(`accessibility signed in (${viewport}, ${language})`, () => {
    const session = useSession('amina', viewport, language);

    it(
      'has no serious or critical violation on its share of the private pages',
      async () => {
        const { page } = session();
        if (viewport === 'mobile') {
          await page.setViewportSize(NARROWEST_PHONE);
        }
        const violations: string[] = [];
        const share: Share = { isNavigationChecked: false };
        for (const path of takeTurn(privatePaths, turn)) {
          await goTo(page, path);
          await waitForSettledPage(page);
          violations.push(...(await findViolations(page, path, share)));
        }
        expect(violations).toEqual([]);
      },
      SHARE_TIMEOUT_MS,
    );
  });
});
