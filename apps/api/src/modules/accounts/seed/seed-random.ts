/** A small seeded generator (mulberry32): the demo history is the same on every installation. */

export type Random = {
  next(): number;
  between(min: number, max: number): number;
  integer(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
};

export function createRandom(seedText: string): Random {
  let state = 2166136261;
  for (const char of seedText) {
    state = Math.imul(state ^ char.charCodeAt(0), 16777619) >>> 0;
  }
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const integer = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    between: (min, max) => min + next() * (max - min),
    integer,
    pick: (items) => items[integer(0, items.length - 1)] as (typeof items)[number],
    chance: (probability) => next() < probability,
  };
}
