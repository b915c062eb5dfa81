/** Which menu entries a shell shows, in which order, and which one is current. */
import type { FeatureKey } from '@baraka/contracts/shared/features';
import type { MenuEntry } from './menu-entries';

export type ShellKind = 'mobile' | 'web';

type Selection = {
  isSignedIn: boolean;
  shell: ShellKind;
  /** Whether the user's pack offers an area; entries of areas it does not offer are left out. */
  isAvailable?: (feature: FeatureKey) => boolean;
  /** A company's account holder also sees the entry of its users' rights. */
  isCompanyHolder?: boolean;
};

export function selectMenuEntries(
  entries: readonly MenuEntry[],
  { isSignedIn, shell, isAvailable = () => true, isCompanyHolder = false }: Selection,
): MenuEntry[] {
  const audience = isSignedIn ? 'private' : 'public';
  const order = shell === 'mobile' ? 'mobileOrder' : 'webOrder';
  return entries
    .filter(
      (entry) =>
        entry.audience === audience &&
        (!entry.feature || isAvailable(entry.feature)) &&
        (!entry.isForCompanyHolder || isCompanyHolder),
    )
    .sort((a, b) => a[order] - b[order]);
}

/** True when `pathname` is one of the entry's paths or lies below one (`/transfers/own-account`). */
export function isEntryActive(entry: MenuEntry, pathname: string): boolean {
  return entry.matches.some((base) => pathname === base || pathname.startsWith(`${base}/`));
}
