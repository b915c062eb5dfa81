import { describe, expect, it } from 'vitest';
import { parsePageIndex, parseTopic } from './topics';

describe('the notification centre address', () => {
  it('reads a known topic and ignores anything else', () => {
    expect(parseTopic('PROMOS')).toBe('PROMOS');
    expect(parseTopic('promos')).toBeNull();
    expect(parseTopic(null)).toBeNull();
  });

  it('reads the 1-based page as a 0-based index, never below 0', () => {
    expect(parsePageIndex('3')).toBe(2);
    expect(parsePageIndex('0')).toBe(0);
    expect(parsePageIndex('abc')).toBe(0);
    expect(parsePageIndex(null)).toBe(0);
  });
});
