/** Calls `onVisible` when the returned element scrolls into view (infinite scroll's trigger). */
import { useEffect, useRef } from 'react';

export function useLoadMoreSentinel<T extends Element>(onVisible: () => void, isActive: boolean) {
  const ref = useRef<T>(null);
  const callback = useRef(onVisible);
  callback.current = onVisible;

  useEffect(() => {
    const element = ref.current;
    if (!element || !isActive || typeof IntersectionObserver === 'undefined') {
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          callback.current();
        }
      },
      // Start fetching a little before the end is on screen.
      { rootMargin: '0px 0px 400px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [isActive]);

  return ref;
}
