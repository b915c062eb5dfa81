/** Spec §9: the mobile shell applies at 768 px wide or less; the web sidebar collapses under 1024 px. */
import { useMediaQuery } from '@mantine/hooks';

export const MOBILE_QUERY = '(max-width: 768px)';
export const COMPACT_SIDEBAR_QUERY = '(max-width: 1023.98px)';

// Read synchronously so the first paint already uses the right shell.
const SYNC = { getInitialValueInEffect: false };

export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_QUERY, undefined, SYNC);
}

export function useIsCompactSidebar(): boolean {
  return useMediaQuery(COMPACT_SIDEBAR_QUERY, undefined, SYNC);
}
