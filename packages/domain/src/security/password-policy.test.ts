import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findPasswordProblems, isPasswordAcceptable, PASSWORD_POLICY } from './password-policy.ts';

describe('password policy', () => {
  it('accepts the seeded password and names each broken rule', () => {
    expect(findPasswordProblems('Baraka#2026')).toEqual([]);
    expect(findPasswordProblems('short')).toEqual(['minLength', 'uppercase', 'digit', 'symbol']);
    expect(findPasswordProblems('amina#2026Secure', 'amina')).toEqual(['noUsername']);
    expect(isPasswordAcceptable('كلمةمرور#2026Ab')).toBe(true);
  });

  it('never accepts a password shorter than the minimum', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: PASSWORD_POLICY.minLength - 1 }), (password) => {
        expect(isPasswordAcceptable(password)).toBe(false);
      }),
    );
  });

  it('accepts any long enough mix of the four character kinds that avoids the username', () => {
    const part = (chars: string) =>
      fc.string({ unit: fc.constantFrom(...chars), minLength: 3, maxLength: 10 });
    fc.assert(
      fc.property(part('abcdefgh'), part('ABCDEFGH'), part('0123456789'), part('#!?%&*'), (a, b, c, d) => {
        expect(findPasswordProblems(`${a}${b}${c}${d}`, 'zzz')).toEqual([]);
      }),
    );
  });
});
