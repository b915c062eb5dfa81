import { describe, expect, it } from 'vitest';
import { decodeVapidKey } from './web-push';

describe('decodeVapidKey', () => {
  it('reads a base64url key without padding into its bytes', () => {
    // "hello?>" in base64url is aGVsbG8_Pg (with - and _ in place of + and /).
    expect(Array.from(decodeVapidKey('aGVsbG8_Pg'))).toEqual([104, 101, 108, 108, 111, 63, 62]);
    expect(
      decodeVapidKey(
        'BOrDl2V8Vr9bJi-LeDdVUg0xfjEdALtX7iWKJ6Zsd8KgqFSJcwcpgk8Fks4Wvo6ySnBEpWJDyqQiB4MAbw0r0WE',
      ).length,
    ).toBe(65);
  });
});
