/**
 * The phone's bottom tab bar: the four most used destinations of the audience, taken in order from
 * the menu's own entries (so a pack without cards shows the next one instead), then "More", which
 * opens the whole menu.
 */
import { IconHome } from '@tabler/icons-react';
import type { MenuEntry } from './menu-entries';

/** Candidates in order of preference; the first four the person can use become tabs. */
const TAB_CANDIDATES = {
  public: ['public-home', 'products', 'simulator', 'public-locator', 'rates'],
  private: ['dashboard', 'accounts', 'transfers', 'cards', 'beneficiaries', 'loans'],
} as const;

const TAB_COUNT = 4;

/** The visitor's home has no side-menu entry (the brand link leads there on the web). */
export const PUBLIC_HOME_ENTRY: MenuEntry = {
  key: 'public-home',
  labelKey: 'home',
  to: '/dashboard',
  matches: ['/dashboard'],
  icon: IconHome,
  audience: 'public',
  mobileOrder: 0,
  webOrder: 0,
};

/** The tabs among `entries` (already filtered for the audience and the pack), in tab order. */
export function selectTabEntries(entries: readonly MenuEntry[], isSignedIn: boolean): MenuEntry[] {
  const usable = new Map(
    [...entries, ...(isSignedIn ? [] : [PUBLIC_HOME_ENTRY])]
      .filter((entry) => !entry.isDisabled)
      .map((entry) => [entry.key, entry]),
  );
  return TAB_CANDIDATES[isSignedIn ? 'private' : 'public']
    .flatMap((key) => usable.get(key) ?? [])
    .slice(0, TAB_COUNT);
}
