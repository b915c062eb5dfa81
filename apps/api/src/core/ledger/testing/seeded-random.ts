/** A seeded pseudo-random generator (mulberry32): the same seed draws the same numbers, so a failing run replays. */

export type Random = {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [0, maxExclusive). */
  int(maxExclusive: number): number;
  pick<T>(items: readonly T[]): T;
};

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (maxExclusive: number): number => Math.floor(next() * maxExclusive);
  return {
    next,
    int,
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) {
        throw new RangeError('Nothing to pick from');
      }
      return items[int(items.length)] as T;
    },
  };
}

/** The seed given in `variable` (to replay a run), or a fresh one. */
export function chooseSeed(variable: string | undefined): number {
  const given = Number(variable);
  return variable && Number.isInteger(given) ? given : Math.floor(Math.random() * 2 ** 31);
}
