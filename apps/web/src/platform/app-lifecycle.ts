/**
 * The app in the background and back (spec §9): timers stop while a shell is paused, so on return
 * the session is locked when it sat idle 600 s or more, otherwise pinged at once when a ping was due.
 */
import type { Platform, Unsubscribe } from './types';

export type ResumeDecision = 'lock' | 'ping' | 'nothing';

export function decideOnResume(
  pausedForMs: number,
  timing: { idleMs: number; pingMs: number },
): ResumeDecision {
  if (pausedForMs >= timing.idleMs) {
    return 'lock';
  }
  return pausedForMs >= timing.pingMs ? 'ping' : 'nothing';
}

export type AppLifecycle = {
  now: () => number;
  timing: () => { idleMs: number; pingMs: number };
  isSignedIn: () => boolean;
  lock: () => void;
  ping: () => void;
};

export function watchAppLifecycle(
  platform: Pick<Platform, 'onAppStateChange'>,
  { now, timing, isSignedIn, lock, ping }: AppLifecycle,
): Unsubscribe {
  let pausedAt: number | null = null;
  return platform.onAppStateChange((isActive) => {
    if (!isActive) {
      pausedAt = now();
      return;
    }
    if (pausedAt === null) {
      return;
    }
    const pausedFor = now() - pausedAt;
    pausedAt = null;
    if (!isSignedIn()) {
      return;
    }
    const decision = decideOnResume(pausedFor, timing());
    if (decision === 'lock') {
      lock();
    } else if (decision === 'ping') {
      ping();
    }
  });
}
