import { describe, expect, it } from 'vitest';
import { getInitials } from './initials';

describe('getInitials', () => {
  it('takes the first letters of the first two words of a Latin name', () => {
    expect(getInitials('Amina Ben Salah')).toBe('AB');
    expect(getInitials('  leila   trabelsi ')).toBe('LT');
  });

  it('writes Arabic initials from the Arabic name, kept apart so they do not join', () => {
    expect(getInitials('أمينة بن صالح')).toBe('أ\u200cب');
  });

  it('has one letter for a one-word name and none for an empty one', () => {
    expect(getInitials('Nour')).toBe('N');
    expect(getInitials('')).toBe('');
  });
});
