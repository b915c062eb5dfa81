import { describe, expect, it } from 'vitest';
import { amountInWords, numberInWords } from './amount-in-words.ts';

describe('amounts in words', () => {
  it('writes French numbers with their traditional irregularities', () => {
    expect(numberInWords(21, 'fr')).toBe('vingt et un');
    expect(numberInWords(71, 'fr')).toBe('soixante et onze');
    expect(numberInWords(80, 'fr')).toBe('quatre-vingts');
    expect(numberInWords(97, 'fr')).toBe('quatre-vingt-dix-sept');
    expect(numberInWords(200, 'fr')).toBe('deux cents');
    expect(numberInWords(280_000, 'fr')).toBe('deux cent quatre-vingt mille');
    expect(numberInWords(1_250, 'fr')).toBe('mille deux cent cinquante');
    expect(numberInWords(2_000_001, 'fr')).toBe('deux millions un');
  });

  it('writes English and Arabic numbers', () => {
    expect(numberInWords(1_342, 'en')).toBe('one thousand three hundred and forty-two');
    expect(numberInWords(25, 'ar')).toBe('خمسة وعشرون');
    expect(numberInWords(1_250, 'ar')).toBe('ألف ومائتان وخمسون');
    expect(numberInWords(3_000, 'ar')).toBe('ثلاثة آلاف');
  });

  it('writes a dinar amount with its millimes in figures', () => {
    expect(amountInWords(1_250_500n, 'TND', 3, 'fr')).toBe(
      'mille deux cent cinquante dinars et 500 millimes',
    );
    expect(amountInWords(1_000n, 'TND', 3, 'en')).toBe('one dinar');
    expect(amountInWords(45_050n, 'TND', 3, 'ar')).toBe('خمسة وأربعون دينار و050 مليم');
  });

  it('refuses what it cannot write', () => {
    expect(() => numberInWords(1_000_000_000, 'fr')).toThrow(RangeError);
    expect(() => numberInWords(-1, 'en')).toThrow(RangeError);
  });
});
