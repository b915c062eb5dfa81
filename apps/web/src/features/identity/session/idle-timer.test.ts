import { describe, expect, it } from 'vitest';
import { computeIdlePhase, isPingDue } from './idle-timer';

const timing = { idleMs: 600_000, warningMs: 300_000, pingMs: 120_000 };
const start = 1_700_000_000_000;
const at = (seconds: number) => start + seconds * 1000;

describe('idle timer', () => {
  it('stays active for 600 s without activity, then counts 300 s down, then expires', () => {
    expect(computeIdlePhase(at(599), start, timing)).toEqual({ phase: 'active' });
    expect(computeIdlePhase(at(600), start, timing)).toEqual({ phase: 'warning', secondsLeft: 300 });
    expect(computeIdlePhase(at(899.2), start, timing)).toEqual({ phase: 'warning', secondsLeft: 1 });
    expect(computeIdlePhase(at(900), start, timing)).toEqual({ phase: 'expired' });
  });

  it('starts over from the last activity', () => {
    expect(computeIdlePhase(at(1000), at(500), timing)).toEqual({ phase: 'active' });
  });

  it('pings every 120 s while active, never during the countdown', () => {
    const active = computeIdlePhase(at(300), start, timing);
    expect(isPingDue(at(300), at(181), active, timing)).toBe(false);
    expect(isPingDue(at(300), at(180), active, timing)).toBe(true);
    const warning = computeIdlePhase(at(700), start, timing);
    expect(isPingDue(at(700), at(0), warning, timing)).toBe(false);
  });

  it('keeps the server session alive until the countdown ends', () => {
    // Worst case: the last ping a full interval before the warning opens, then none until expiry.
    const lastPing = at(600 - 120);
    const serverIdleLimit = lastPing + timing.idleMs;
    expect(at(900)).toBeLessThan(serverIdleLimit);
  });
});
