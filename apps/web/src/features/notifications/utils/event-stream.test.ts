import { describe, expect, it } from 'vitest';
import { splitEvents } from './event-stream';

describe('splitEvents', () => {
  it('answers whole events and keeps a partial one for the next chunk', () => {
    const { events, rest } = splitEvents('data: {"a":1}\n\n: keep-alive\n\ndata: {"b"');
    expect(events).toEqual(['{"a":1}']);
    expect(rest).toBe('data: {"b"');
    expect(splitEvents(`${rest}:2}\n\n`).events).toEqual(['{"b":2}']);
  });

  it('joins multi-line data and reads CRLF line ends', () => {
    expect(splitEvents('data: one\r\ndata: two\r\n\r\n').events).toEqual(['one\ntwo']);
  });
});
