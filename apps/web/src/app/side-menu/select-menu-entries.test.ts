import { describe, expect, it } from 'vitest';
import { ROUTES } from '../routes';
import { MENU_ENTRIES } from './menu-entries';
import { isEntryActive, selectMenuEntries } from './select-menu-entries';

describe('selectMenuEntries', () => {
  it('shows visitors the public entries of spec §2', () => {
    const keys = selectMenuEntries(MENU_ENTRIES, { isSignedIn: false, shell: 'web' })
      .filter((entry) => !entry.isDisabled)
      .map((entry) => entry.key);
    expect(new Set(keys)).toEqual(
      new Set([
        'login',
        'products',
        'simulator',
        'rates',
        'news',
        'contact',
        'appointment',
        'faq',
        'public-locator',
        'demo',
        'onboarding',
        'public-process',
        'public-e-requests',
      ]),
    );
  });

  it('shows signed-in customers the private entries of spec §2', () => {
    const keys = selectMenuEntries(MENU_ENTRIES, { isSignedIn: true, shell: 'mobile' }).map(
      (entry) => entry.key,
    );
    for (const key of ['dashboard', 'accounts', 'cards', 'loans', 'transfers', 'beneficiaries', 'cheques']) {
      expect(keys).toContain(key);
    }
    expect(keys).toEqual(expect.arrayContaining(['trade-effects', 'locator', 'profile', 'notifications']));
    expect(keys).not.toContain('login');
  });

  it("leaves out the areas the customer's pack does not offer", () => {
    const offered = new Set(['ACCOUNTS', 'CARDS', 'LOAN', 'CHEQUE_BOOK']);
    const keys = selectMenuEntries(MENU_ENTRIES, {
      isSignedIn: true,
      shell: 'web',
      isAvailable: (feature) => offered.has(feature),
    }).map((entry) => entry.key);
    expect(keys).toEqual(expect.arrayContaining(['dashboard', 'accounts', 'cards', 'loans', 'locator']));
    expect(keys).not.toContain('transfers');
    expect(keys).not.toContain('beneficiaries');
    expect(keys).not.toContain('trade-effects');
  });

  it('orders each shell by its own order', () => {
    const mobile = selectMenuEntries(MENU_ENTRIES, { isSignedIn: false, shell: 'mobile' });
    const web = selectMenuEntries(MENU_ENTRIES, { isSignedIn: false, shell: 'web' });
    expect(mobile[0]?.key).toBe('login');
    expect(web[0]?.key).toBe('products');
    expect(mobile.map((entry) => entry.mobileOrder)).toEqual(
      [...mobile.map((entry) => entry.mobileOrder)].sort((a, b) => a - b),
    );
  });

  it('disables every entry whose page is not built yet, and those only (and the private process and visitor e-requests)', () => {
    const unbuilt = new Set(
      ROUTES.filter((route) => route.page === 'coming-soon').map((route) => route.path),
    );
    for (const entry of MENU_ENTRIES) {
      if (unbuilt.has(entry.to)) {
        expect(entry.isDisabled, entry.key).toBe(true);
      }
    }
    const disabled = MENU_ENTRIES.filter((entry) => entry.isDisabled).map((entry) => entry.key);
    expect(new Set(disabled)).toEqual(new Set(['process']));
  });

  it('points every entry at a registered route', () => {
    const paths = new Set(ROUTES.map((route) => route.path));
    for (const entry of MENU_ENTRIES) {
      // A query (login's ?start=1) is the page's business, not the route's.
      expect(paths.has(entry.to.split('?')[0] ?? ''), entry.to).toBe(true);
    }
  });
});

describe('isEntryActive', () => {
  const transfers = MENU_ENTRIES.find((entry) => entry.key === 'transfers');
  it('marks the entry on its paths and below them only', () => {
    if (!transfers) {
      throw new Error('no transfers entry');
    }
    expect(isEntryActive(transfers, '/transfers')).toBe(true);
    expect(isEntryActive(transfers, '/transfers/own-account')).toBe(true);
    expect(isEntryActive(transfers, '/transfers-archive')).toBe(false);
    expect(isEntryActive(transfers, '/cards')).toBe(false);
  });
});
