import { describe, expect, it } from 'vitest';
import { isolateLtr, toVisualRuns, toVisualString } from './bidi-text.ts';

describe('toVisualRuns', () => {
  it('leaves left-to-right text as one run', () => {
    expect(toVisualRuns('Relevé de compte', 'ltr')).toEqual([{ text: 'Relevé de compte', isRtl: false }]);
  });

  it('keeps an Arabic run in logical order for the shaper and puts numbers after it on the left', () => {
    const runs = toVisualRuns('الرصيد بتاريخ 31/03/2026', 'rtl');
    expect(runs).toEqual([
      { text: '31/03/2026', isRtl: false },
      { text: 'الرصيد بتاريخ ', isRtl: true },
    ]);
  });

  it('reads right to left, numbers left to right', () => {
    expect(toVisualString('صك عدد 4512309', 'rtl')).toBe('4512309 ددع كص');
  });

  it('keeps a grouped number whole inside Arabic text', () => {
    expect(toVisualString('ليلى — 32 005 0098765432101 88', 'rtl')).toBe('32 005 0098765432101 88 — ىليل');
  });

  it('keeps an isolated identifier left to right and drops the control marks', () => {
    const runs = toVisualRuns(`الرمز ${isolateLtr('-12,500')}`, 'rtl');
    expect(runs.map((run) => run.text).join('|')).toBe('-12,500|الرمز ');
    expect(runs.some((run) => /[\u2066-\u2069]/.test(run.text))).toBe(false);
  });

  it('mirrors brackets in right-to-left text', () => {
    expect(toVisualString('الوكالة (001)', 'rtl')).toBe('(001) ةلاكولا');
  });

  it('takes the direction of the first letter when asked to', () => {
    expect(toVisualString('88, avenue Hédi Chaker', 'auto')).toBe('88, avenue Hédi Chaker');
    expect(toVisualString('12 نهج', 'auto')).toBe('جهن 12');
  });
});
