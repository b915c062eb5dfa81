/** Password hashing with scrypt from node:crypto (memory-hard, no native add-on). */
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

// N = 2^15, r = 8: 32 MiB of memory per hash, about 50-100 ms on one core.
const COST = 32_768;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
const MAX_MEMORY = 64 * 1024 * 1024;

const derive = (password: string, salt: Buffer, cost: number, blockSize: number, parallelism: number) =>
  new Promise<Buffer>((resolve, reject) => {
    scrypt(
      password.normalize('NFKC'),
      salt,
      KEY_LENGTH,
      { N: cost, r: blockSize, p: parallelism, maxmem: MAX_MEMORY },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });

/** `scrypt$N$r$p$salt$hash`, salt and hash in base64url: the parameters travel with the hash. */
export const hashPassword = async (password: string): Promise<string> => {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, COST, BLOCK_SIZE, PARALLELISM);
  return [
    'scrypt',
    COST,
    BLOCK_SIZE,
    PARALLELISM,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
};

export const verifyPassword = async (password: string, stored: string): Promise<boolean> => {
  const [scheme, cost, blockSize, parallelism, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) {
    return false;
  }
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(
    password,
    Buffer.from(salt, 'base64url'),
    Number(cost),
    Number(blockSize),
    Number(parallelism),
  );
  return key.length === expected.length && timingSafeEqual(key, expected);
};

/** A hash no password matches, compared against when the username is unknown so timing tells nothing. */
export const UNUSABLE_PASSWORD_HASH = `scrypt$${COST}$${BLOCK_SIZE}$${PARALLELISM}$${Buffer.alloc(SALT_LENGTH).toString('base64url')}$${Buffer.alloc(KEY_LENGTH).toString('base64url')}`;
