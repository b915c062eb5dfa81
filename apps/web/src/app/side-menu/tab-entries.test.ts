import { describe, expect, it } from 'vitest';
import { MENU_ENTRIES } from './menu-entries';
import { selectMenuEntries } from './select-menu-entries';
import { selectTabEntries } from './tab-entries';

const tabsOf = (isSignedIn: boolean, isAvailable: (feature: string) => boolean = () => true) =>
  selectTabEntries(
    selectMenuEntries(MENU_ENTRIES, { isSignedIn, shell: 'mobile', isAvailable }),
    isSignedIn,
  ).map((entry) => entry.to);

describe('selectTabEntries', () => {
  it('gives a visitor home, products, simulators and the locator', () => {
    expect(tabsOf(false)).toEqual(['/dashboard', '/products/list', '/calculator/loan', '/locator']);
  });

  it('gives a customer the dashboard, accounts, transfers and cards', () => {
    expect(tabsOf(true)).toEqual(['/private-dashboard', '/accounts', '/transfers', '/cards']);
  });

  it('takes the next destination when the pack does not offer one', () => {
    expect(tabsOf(true, (feature) => feature !== 'CARDS')).toEqual([
      '/private-dashboard',
      '/accounts',
      '/transfers',
      '/beneficiaries',
    ]);
  });
});
