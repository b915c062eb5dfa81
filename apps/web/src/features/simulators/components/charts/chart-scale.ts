/** Axis arithmetic for the small SVG charts: round tick steps, value-to-pixel scales, the unit of an axis. */

export type AxisScale = { max: number; step: number; ticks: number[] };

/** A round step (1, 2, 2.5 or 5 × 10^n) giving about `count` ticks from zero to at least `max`. */
export function computeAxisScale(max: number, count = 4): AxisScale {
  if (!(max > 0)) {
    return { max: 1, step: 1, ticks: [0, 1] };
  }
  const rough = max / count;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const residual = rough / magnitude;
  const nice = [1, 2, 2.5, 5, 10].find((candidate) => residual <= candidate) ?? 10;
  const step = nice * magnitude;
  const top = Math.ceil(max / step - 1e-9) * step;
  const ticks: number[] = [];
  for (let tick = 0; tick <= top + step / 2; tick += step) {
    ticks.push(Number(tick.toPrecision(12)));
  }
  return { max: top, step, ticks };
}

/** Maps [domainStart, domainEnd] onto [rangeStart, rangeEnd]. */
export function createScale(domain: [number, number], range: [number, number]): (value: number) => number {
  const [d0, d1] = domain;
  const [r0, r1] = range;
  const span = d1 - d0 || 1;
  return (value) => r0 + ((value - d0) / span) * (r1 - r0);
}

/** Amount axes read in dinars, or in thousands of dinars once the values are large. */
export type AmountAxisUnit = 'dinars' | 'thousands';
export const chooseAmountUnit = (max: number): AmountAxisUnit => (max >= 10_000 ? 'thousands' : 'dinars');
export const toAxisAmount = (value: number, unit: AmountAxisUnit): number =>
  unit === 'thousands' ? value / 1_000 : value;

/** Up to `wanted` evenly spread positions among 0..last, always including both ends. */
export function spreadTicks(last: number, wanted: number, every = 1): number[] {
  if (last <= 0) {
    return [0];
  }
  const rawStep = Math.max(1, Math.ceil(last / every / Math.max(1, wanted - 1))) * every;
  const ticks: number[] = [];
  for (let tick = 0; tick < last; tick += rawStep) {
    ticks.push(tick);
  }
  // The end replaces a last regular tick too close to it.
  const previous = ticks.at(-1) ?? 0;
  if (ticks.length > 1 && last - previous < rawStep / 2) {
    ticks.pop();
  }
  ticks.push(last);
  return ticks;
}
