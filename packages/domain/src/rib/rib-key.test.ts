import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeRibKey, isValidRib } from './rib-key.ts';

const digits = (length: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: length, maxLength: length });

describe('RIB key', () => {
  it('accepts any 18 digits followed by their key, spaces or not', () => {
    fc.assert(
      fc.property(digits(18), (body) => {
        const rib = `${body}${computeRibKey(body)}`;
        expect(isValidRib(rib)).toBe(true);
        expect(isValidRib(`${rib.slice(0, 2)} ${rib.slice(2, 5)} ${rib.slice(5)}`)).toBe(true);
      }),
    );
  });

  it('refuses a RIB with one digit changed', () => {
    fc.assert(
      fc.property(
        digits(18),
        fc.integer({ min: 0, max: 19 }),
        fc.integer({ min: 1, max: 9 }),
        (body, position, shift) => {
          const rib = `${body}${computeRibKey(body)}`;
          const changed = `${rib.slice(0, position)}${(Number(rib[position]) + shift) % 10}${rib.slice(position + 1)}`;
          expect(isValidRib(changed)).toBe(false);
        },
      ),
    );
  });

  it('needs exactly 20 digits', () => {
    expect(isValidRib('3200100123456789014')).toBe(false);
    expect(isValidRib('32001001234567890145x')).toBe(false);
    expect(isValidRib('')).toBe(false);
  });
});
