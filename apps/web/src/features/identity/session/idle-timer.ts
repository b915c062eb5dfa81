/**
 * The idle rules of spec §9 as pure functions of the time: idle 600 s opens the warning, a 300 s
 * countdown then ends the session; a ping every 120 s keeps the server session alive meanwhile.
 */
import type { SessionTiming } from './session-timing';

export type IdlePhase =
  | { phase: 'active' }
  | { phase: 'warning'; secondsLeft: number }
  | { phase: 'expired' };

export function computeIdlePhase(now: number, lastActivity: number, timing: SessionTiming): IdlePhase {
  const idle = now - lastActivity;
  if (idle < timing.idleMs) {
    return { phase: 'active' };
  }
  const left = timing.idleMs + timing.warningMs - idle;
  return left > 0 ? { phase: 'warning', secondsLeft: Math.ceil(left / 1000) } : { phase: 'expired' };
}

/**
 * Pings while the app is open and not yet warning: the server's idle limit then only ends sessions
 * whose app is gone, and the countdown always finishes before the server would give up.
 */
export function isPingDue(now: number, lastPing: number, phase: IdlePhase, timing: SessionTiming): boolean {
  return phase.phase === 'active' && now - lastPing >= timing.pingMs;
}
