import { describe, expect, it } from 'vitest';
import { hashPassword, UNUSABLE_PASSWORD_HASH, verifyPassword } from './password-hash.ts';

describe('password hashing (scrypt)', () => {
  it('verifies the right password only, with a fresh salt each time', async () => {
    const first = await hashPassword('Baraka#2026');
    const second = await hashPassword('Baraka#2026');

    expect(first).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword('Baraka#2026', first)).toBe(true);
    expect(await verifyPassword('baraka#2026', first)).toBe(false);
    expect(await verifyPassword('', first)).toBe(false);
  });

  it('matches no password against the placeholder hash or a malformed one', async () => {
    expect(await verifyPassword('anything', UNUSABLE_PASSWORD_HASH)).toBe(false);
    expect(await verifyPassword('anything', 'md5$abc')).toBe(false);
  });
});
