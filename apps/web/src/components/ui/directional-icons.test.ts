import { describe, expect, it } from 'vitest';

/** Every component of the app, as written. */
const SOURCES = import.meta.glob<string>('../../**/*.tsx', { query: '?raw', import: 'default', eager: true });

/** Icons that point along the reading direction: they turn round in Arabic. */
const DIRECTIONAL_ICON = /<(IconSend|IconArrowRight|IconArrowLeft|IconChevronRight|IconChevronLeft)\b[^>]*>/g;

describe('icons that point along the line', () => {
  it('are mirrored right to left wherever they are drawn', () => {
    const unmirrored = Object.entries(SOURCES).flatMap(([file, source]) =>
      [...source.matchAll(DIRECTIONAL_ICON)]
        .filter(([tag]) => !tag.includes('mirror-in-rtl'))
        .map(([tag]) => `${file}: ${tag.replace(/\s+/g, ' ')}`),
    );
    expect(Object.keys(SOURCES).length).toBeGreaterThan(100);
    expect(unmirrored).toEqual([]);
  });
});
