/**
 * Watches a signed-in session: pings every 120 s, opens the idle dialog after 600 s without
 * activity and logs out when its countdown ends (spec §9).
 */
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from '../../../lib/router';
import { pingSession } from '../api/session';
import { computeIdlePhase, type IdlePhase, isPingDue } from '../session/idle-timer';
import { logout } from '../session/logout-flow';
import { getSessionTiming } from '../session/session-timing';
import { IdleDialog } from './idle-dialog';

const TICK_MS = 1000;
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

export function SessionKeeper() {
  const navigate = useNavigate();
  const lastActivity = useRef(Date.now());
  const lastPing = useRef(Date.now());
  const [phase, setPhase] = useState<IdlePhase>({ phase: 'active' });
  const phaseRef = useRef<IdlePhase>(phase);

  useEffect(() => {
    const markActive = () => {
      // During the countdown only the dialog's buttons count: a stray scroll must not hide it.
      if (phaseRef.current.phase === 'active') {
        lastActivity.current = Date.now();
      }
    };
    for (const name of ACTIVITY_EVENTS) {
      window.addEventListener(name, markActive, { passive: true, capture: true });
    }
    const timer = window.setInterval(() => {
      const now = Date.now();
      const timing = getSessionTiming();
      const next = computeIdlePhase(now, lastActivity.current, timing);
      if (isPingDue(now, lastPing.current, next, timing)) {
        lastPing.current = now;
        pingSession().catch(() => undefined);
      }
      phaseRef.current = next;
      setPhase((previous) => (JSON.stringify(previous) === JSON.stringify(next) ? previous : next));
      if (next.phase === 'expired') {
        void logout('expired', navigate);
      }
    }, TICK_MS);
    return () => {
      window.clearInterval(timer);
      for (const name of ACTIVITY_EVENTS) {
        window.removeEventListener(name, markActive, { capture: true });
      }
    };
  }, [navigate]);

  if (phase.phase !== 'warning') {
    return null;
  }
  const stay = () => {
    lastActivity.current = Date.now();
    lastPing.current = Date.now();
    phaseRef.current = { phase: 'active' };
    setPhase({ phase: 'active' });
    pingSession().catch(() => undefined);
  };
  return (
    <IdleDialog
      secondsLeft={phase.secondsLeft}
      totalSeconds={getSessionTiming().warningMs / 1000}
      onStay={stay}
      onLogout={() => {
        void logout('user', navigate);
      }}
    />
  );
}
