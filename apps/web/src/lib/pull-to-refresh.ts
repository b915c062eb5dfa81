/**
 * Pull-to-refresh (spec §9: threshold 50 px): a downward pull that starts at the very top of the
 * page follows the finger with resistance, and refreshes once let go past the threshold.
 */

export const PULL_THRESHOLD_PX = 50;
/** The indicator moves at half the finger's speed and stops at twice the threshold. */
const RESISTANCE = 0.5;
const MAX_PULL_PX = PULL_THRESHOLD_PX * 2;

export type PullState = { distance: number; isArmed: boolean };

export type PullTracker = {
  /** A touch begins; it counts only when the page is scrolled to its top. */
  start: (y: number, scrollTop: number) => void;
  move: (y: number) => PullState | null;
  /** The finger lifts: true when the pull went past the threshold. */
  end: () => boolean;
};

export function createPullTracker(threshold = PULL_THRESHOLD_PX): PullTracker {
  let startY: number | null = null;
  let state: PullState = { distance: 0, isArmed: false };
  return {
    start: (y, scrollTop) => {
      startY = scrollTop <= 0 ? y : null;
      state = { distance: 0, isArmed: false };
    },
    move: (y) => {
      if (startY === null) {
        return null;
      }
      const pulled = Math.max(0, y - startY) * RESISTANCE;
      state = { distance: Math.min(pulled, MAX_PULL_PX), isArmed: pulled >= threshold };
      return state;
    },
    end: () => {
      const shouldRefresh = startY !== null && state.isArmed;
      startY = null;
      state = { distance: 0, isArmed: false };
      return shouldRefresh;
    },
  };
}
