/**
 * Axis arithmetic for the balance chart. Amounts become numbers here only to place points on the
 * screen; no figure shown to the customer is ever computed from them.
 */

export type AxisScale = { min: number; max: number; ticks: number[] };

/** A round step (1, 2, 2.5 or 5 × 10^n) giving about `count` intervals. */
function niceStep(span: number, count: number): number {
  const rough = span / count;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const residual = rough / magnitude;
  const nice = [1, 2, 2.5, 5, 10].find((candidate) => residual <= candidate) ?? 10;
  return nice * magnitude;
}

/** Round ticks covering every value, starting at zero unless a value is negative. */
export function computeAxis(values: readonly number[], count = 4): AxisScale {
  const low = Math.min(0, ...values);
  const high = Math.max(0, ...values);
  if (high - low <= 0) {
    return { min: 0, max: 1, ticks: [0, 1] };
  }
  const step = niceStep(high - low, count);
  const min = Math.floor(low / step + 1e-9) * step;
  const max = Math.ceil(high / step - 1e-9) * step;
  const ticks: number[] = [];
  for (let tick = min; tick <= max + step / 2; tick += step) {
    ticks.push(Number(tick.toPrecision(12)));
  }
  return { min, max, ticks };
}

/** Maps [d0, d1] onto [r0, r1]. */
export function linearScale([d0, d1]: [number, number], [r0, r1]: [number, number]) {
  const span = d1 - d0 || 1;
  return (value: number) => r0 + ((value - d0) / span) * (r1 - r0);
}

/** Index of the highest and lowest values (first one on ties). */
export function findExtremes(values: readonly number[]): { high: number; low: number } {
  let high = 0;
  let low = 0;
  values.forEach((value, index) => {
    if (value > (values[high] ?? value)) {
      high = index;
    }
    if (value < (values[low] ?? value)) {
      low = index;
    }
  });
  return { high, low };
}
