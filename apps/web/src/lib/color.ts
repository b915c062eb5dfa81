/** Colour arithmetic for the theme: shade tuples from one brand colour, and WCAG contrast ratios. */

type Rgb = readonly [number, number, number];

function parseHex(hex: string): Rgb {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) {
    throw new Error(`Not a #rrggbb colour: ${hex}`);
  }
  const value = Number.parseInt(match[1], 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

/** Moves `hex` towards `target` by `amount` (0 keeps it, 1 reaches the target). */
export function mixColors(hex: string, target: string, amount: number): string {
  const from = parseHex(hex);
  const to = parseHex(target);
  return toHex([
    from[0] + (to[0] - from[0]) * amount,
    from[1] + (to[1] - from[1]) * amount,
    from[2] + (to[2] - from[2]) * amount,
  ]);
}

// Shades 0–5 lighten towards white, 6 is the brand colour itself, 7–9 darken towards black.
const TINTS = [0.94, 0.85, 0.7, 0.52, 0.34, 0.16] as const;
const SHADES = [0.14, 0.28, 0.42] as const;

export type ColorTuple = readonly [
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
];

export function createColorTuple(hex: string): ColorTuple {
  const base = toHex(parseHex(hex));
  const [t0, t1, t2, t3, t4, t5] = TINTS.map((amount) => mixColors(base, '#ffffff', amount));
  const [s7, s8, s9] = SHADES.map((amount) => mixColors(base, '#000000', amount));
  return [t0, t1, t2, t3, t4, t5, base, s7, s8, s9] as unknown as ColorTuple;
}

function getRelativeLuminance(hex: string): number {
  const [r, g, b] = parseHex(hex).map((channel) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  }) as unknown as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio between two colours (1 to 21; AA body text needs 4.5). */
export function getContrastRatio(first: string, second: string): number {
  const a = getRelativeLuminance(first);
  const b = getRelativeLuminance(second);
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}
