/**
 * Pull-to-refresh on phones (spec §9, threshold 50 px): pulling the page down from its top and
 * letting go refreshes what the page shows (its lists' queries). Not over a map, a dialog or an
 * element marked `data-no-pull`, and never on a wide screen.
 */

import { IconRefresh } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { createPullTracker, type PullState } from '../../lib/pull-to-refresh';
import classes from './pull-to-refresh.module.css';

const EXCLUDED = '.leaflet-container, [role="dialog"], [data-no-pull], input, textarea, select';

export function PullToRefresh({ isEnabled }: { isEnabled: boolean }) {
  const queryClient = useQueryClient();
  const [pull, setPull] = useState<PullState | null>(null);
  const [isRefreshing, setIsRefreshing] = useState(false);

  useEffect(() => {
    if (!isEnabled) {
      return;
    }
    const tracker = createPullTracker();
    const onStart = (event: TouchEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      const isExcluded = event.touches.length !== 1 || target?.closest(EXCLUDED) !== null;
      const scrollTop = document.scrollingElement?.scrollTop ?? 0;
      tracker.start(event.touches[0]?.clientY ?? 0, isExcluded ? Number.POSITIVE_INFINITY : scrollTop);
    };
    const onMove = (event: TouchEvent) => {
      const next = tracker.move(event.touches[0]?.clientY ?? 0);
      setPull(next && next.distance > 0 ? next : null);
    };
    const onEnd = () => {
      setPull(null);
      if (tracker.end()) {
        setIsRefreshing(true);
        queryClient
          .refetchQueries({ type: 'active' })
          .catch(() => undefined)
          .finally(() => setIsRefreshing(false));
      }
    };
    window.addEventListener('touchstart', onStart, { passive: true });
    window.addEventListener('touchmove', onMove, { passive: true });
    window.addEventListener('touchend', onEnd);
    window.addEventListener('touchcancel', onEnd);
    return () => {
      window.removeEventListener('touchstart', onStart);
      window.removeEventListener('touchmove', onMove);
      window.removeEventListener('touchend', onEnd);
      window.removeEventListener('touchcancel', onEnd);
    };
  }, [isEnabled, queryClient]);

  if (!pull && !isRefreshing) {
    return null;
  }
  const distance = isRefreshing ? 56 : (pull?.distance ?? 0);
  return (
    <div
      className={classes.indicator}
      data-armed={pull?.isArmed || isRefreshing || undefined}
      data-testid="pull-to-refresh"
      aria-hidden
      style={{ transform: `translateY(${distance - 20}px)` }}
    >
      <IconRefresh
        size={22}
        className={isRefreshing ? classes.spinning : undefined}
        style={isRefreshing ? undefined : { transform: `rotate(${distance * 3.6}deg)` }}
      />
    </div>
  );
}
