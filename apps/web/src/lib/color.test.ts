import { describe, expect, it } from 'vitest';
import { createColorTuple, getContrastRatio, mixColors } from './color';
import { AREA_COLORS, NEUTRAL_COLOR, PRIMARY_SHADE, UNIVERSE_COLORS, UNIVERSES } from './theme';

const WHITE = '#ffffff';
const AA = 4.5;

describe('createColorTuple', () => {
  it('keeps the brand colour at shade 6, lighter before and darker after', () => {
    const tuple = createColorTuple('#F17030');
    expect(tuple).toHaveLength(10);
    expect(tuple[6]).toBe('#f17030');
    expect(getContrastRatio(tuple[0], WHITE)).toBeLessThan(getContrastRatio(tuple[6], WHITE));
    expect(getContrastRatio(tuple[9], WHITE)).toBeGreaterThan(getContrastRatio(tuple[6], WHITE));
  });
});

describe('getContrastRatio', () => {
  it('gives 21 for black on white and 1 for a colour on itself', () => {
    expect(getContrastRatio('#000000', WHITE)).toBeCloseTo(21, 5);
    expect(getContrastRatio('#123456', '#123456')).toBeCloseTo(1, 5);
    expect(mixColors('#000000', WHITE, 0.5)).toBe('#808080');
  });
});

// The shades white text sits on: filled buttons, and the area headers (area-header.module.css).
describe.each(UNIVERSES)('universe %s keeps white text readable (WCAG AA)', (universe) => {
  const brand = createColorTuple(UNIVERSE_COLORS[universe].main);
  const accent = createColorTuple(UNIVERSE_COLORS[universe].second);

  it('on filled controls and the primary header', () => {
    expect(getContrastRatio(brand[PRIMARY_SHADE.light], WHITE)).toBeGreaterThanOrEqual(AA);
  });

  it('on the secondary header', () => {
    expect(getContrastRatio(accent[7], WHITE)).toBeGreaterThanOrEqual(AA);
  });
});

describe('fixed colours', () => {
  it('keep white text readable on the purple and blue headers and on dark-mode buttons', () => {
    expect(getContrastRatio(createColorTuple(AREA_COLORS.plum)[6], WHITE)).toBeGreaterThanOrEqual(AA);
    expect(getContrastRatio(createColorTuple(AREA_COLORS.ocean)[6], WHITE)).toBeGreaterThanOrEqual(AA);
    expect(
      getContrastRatio(createColorTuple(NEUTRAL_COLOR)[PRIMARY_SHADE.dark], WHITE),
    ).toBeGreaterThanOrEqual(AA);
  });

  it('keep links readable on white (anchor uses the light primary shade)', () => {
    for (const universe of UNIVERSES) {
      const brand = createColorTuple(UNIVERSE_COLORS[universe].main);
      expect(getContrastRatio(brand[PRIMARY_SHADE.light], WHITE)).toBeGreaterThanOrEqual(AA);
    }
  });
});
