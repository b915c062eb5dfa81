import { describe, expect, it } from 'vitest';
import { createPullTracker, PULL_THRESHOLD_PX } from './pull-to-refresh';

describe('pull-to-refresh (spec §9, threshold 50 px)', () => {
  it('refreshes once the pull passes the threshold, not before', () => {
    expect(PULL_THRESHOLD_PX).toBe(50);
    const tracker = createPullTracker();
    tracker.start(100, 0);
    expect(tracker.move(180)).toEqual({ distance: 40, isArmed: false });
    expect(tracker.end()).toBe(false);
    tracker.start(100, 0);
    expect(tracker.move(200)).toEqual({ distance: 50, isArmed: true });
    expect(tracker.move(600)?.distance).toBe(100);
    expect(tracker.end()).toBe(true);
  });

  it('ignores a pull that starts below the top of the page, and an upward swipe', () => {
    const tracker = createPullTracker();
    tracker.start(100, 30);
    expect(tracker.move(400)).toBeNull();
    expect(tracker.end()).toBe(false);
    tracker.start(400, 0);
    expect(tracker.move(100)).toEqual({ distance: 0, isArmed: false });
    expect(tracker.end()).toBe(false);
  });

  it('disarms when the finger comes back up before letting go', () => {
    const tracker = createPullTracker();
    tracker.start(0, 0);
    tracker.move(150);
    tracker.move(40);
    expect(tracker.end()).toBe(false);
  });
});
