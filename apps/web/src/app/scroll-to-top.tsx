/** Every navigation starts at the top of the page (spec §2), even to the same address. */
import { useEffect } from 'react';
import { useLocation } from '../lib/router';

export function ScrollToTop() {
  const { key } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the location key is the trigger itself
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [key]);
  return null;
}
