/** The daily ceiling in figures a bar can show, computed in millimes (never floats on the amounts). */
import { toAmountText, toMinorUnits } from './amount-input';

/** Share of the ceiling used, 0 to 100, for a progress bar. */
export function getUsedShare(used: string, limit: string): number {
  const usedMinor = toMinorUnits(used, 'TND') ?? 0n;
  const limitMinor = toMinorUnits(limit, 'TND') ?? 0n;
  if (limitMinor <= 0n) {
    return 100;
  }
  const share = Number((usedMinor * 1000n) / limitMinor) / 10;
  return Math.min(100, Math.max(0, share));
}

/** What is left of the day's ceiling once this transfer's worth in dinars is counted ("0.000" at least). */
export function getRemainingAfter(remainingToday: string, dinarEquivalent: string): string {
  const left = (toMinorUnits(remainingToday, 'TND') ?? 0n) - (toMinorUnits(dinarEquivalent, 'TND') ?? 0n);
  return toAmountText(left > 0n ? left : 0n, 'TND');
}
