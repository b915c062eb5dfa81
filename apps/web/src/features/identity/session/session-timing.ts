/** The limits the server gave for the current session (idle, countdown, ping), read by the idle watcher. */
import type { SessionInfo } from '@baraka/contracts/identity/auth';
import { SESSION_LIMITS } from '@baraka/contracts/identity/session-limits';

export type SessionTiming = { idleMs: number; warningMs: number; pingMs: number };

const DEFAULT_TIMING: SessionTiming = {
  idleMs: SESSION_LIMITS.idleSeconds * 1000,
  warningMs: SESSION_LIMITS.warningSeconds * 1000,
  pingMs: SESSION_LIMITS.pingSeconds * 1000,
};

let timing: SessionTiming = DEFAULT_TIMING;

export function startSessionTiming(session: SessionInfo): void {
  timing = {
    idleMs: session.idleTimeoutSeconds * 1000,
    warningMs: session.warningSeconds * 1000,
    pingMs: session.pingIntervalSeconds * 1000,
  };
}

export function stopSessionTiming(): void {
  timing = DEFAULT_TIMING;
}

export function getSessionTiming(): SessionTiming {
  return timing;
}
