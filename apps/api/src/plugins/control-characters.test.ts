import { describe, expect, it } from 'vitest';
import { findControlCharacters } from './control-characters.ts';

describe('findControlCharacters', () => {
  it('answers the path of every string and key holding one, in document order', () => {
    const found = findControlCharacters({
      name: 'a\u0000b',
      note: 'line\nbreak\ttab\r',
      items: ['ok', 'bell\u0007'],
      'key\u001b': 'the key is reported, not its value\u0000',
      last: { deep: '\u009f' },
    });
    expect(found).toEqual([['name'], ['items', '1'], ['key\u001b'], ['last', 'deep']]);
  });

  it('walks a value nested far deeper than the call stack allows recursion', () => {
    const depth = 100_000;
    const nested = JSON.parse(
      `${'{"a":'.repeat(depth)}"\u0000"${'}'.repeat(depth)}`.replace('\u0000', '\\u0000'),
    );
    const found = findControlCharacters(nested, ['body']);
    expect(found).toHaveLength(1);
    expect(found[0]).toHaveLength(depth + 1);
    expect(findControlCharacters(JSON.parse(`${'['.repeat(depth)}${']'.repeat(depth)}`))).toEqual([]);
  });
});
