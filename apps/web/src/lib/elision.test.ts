import { describe, expect, it } from 'vitest';
import { getElisionContext } from './elision';

describe('getElisionContext', () => {
  it('elides French before a vowel or a mute h, not before a consonant', () => {
    expect(getElisionContext('octobre 2026', 'fr')).toBe('elided');
    expect(getElisionContext('août 2026', 'fr')).toBe('elided');
    expect(getElisionContext('avril 2026', 'fr')).toBe('elided');
    expect(getElisionContext('mars 2026', 'fr')).toBeUndefined();
  });

  it('never elides in English or Arabic', () => {
    expect(getElisionContext('October 2026', 'en')).toBeUndefined();
    expect(getElisionContext('أكتوبر 2026', 'ar')).toBeUndefined();
  });
});
