/** Which menu entries a shell shows, in which order, and which one is current. */
import type { MenuEntry } from './menu-entries';

export type ShellKind = 'mobile' | 'web';

export function selectMenuEntries(
  entries: readonly MenuEntry[],
  { isSignedIn, shell }: { isSignedIn: boolean; shell: ShellKind },
): MenuEntry[] {
  const audience = isSignedIn ? 'private' : 'public';
  const order = shell === 'mobile' ? 'mobileOrder' : 'webOrder';
  return entries.filter((entry) => entry.audience === audience).sort((a, b) => a[order] - b[order]);
}

/** True when `pathname` is one of the entry's paths or lies below one (`/transfers/own-account`). */
export function isEntryActive(entry: MenuEntry, pathname: string): boolean {
  return entry.matches.some((base) => pathname === base || pathname.startsWith(`${base}/`));
}
