/** Whole seconds left until a moment (0 once passed), ticking every second. */
import { useEffect, useState } from 'react';

export function useSecondsUntil(isoDate: string | null): number {
  const compute = () => (isoDate ? Math.max(0, Math.ceil((Date.parse(isoDate) - Date.now()) / 1000)) : 0);
  const [seconds, setSeconds] = useState(compute);
  // biome-ignore lint/correctness/useExhaustiveDependencies: recomputed when the target moment changes
  useEffect(() => {
    setSeconds(compute());
    if (!isoDate) {
      return;
    }
    const timer = window.setInterval(() => setSeconds(compute()), 1000);
    return () => window.clearInterval(timer);
  }, [isoDate]);
  return seconds;
}
