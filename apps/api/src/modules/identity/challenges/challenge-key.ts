/** Challenge keys: 256 random bits handed to the client once; the table keeps their SHA-256. */
import { createHash, randomBytes } from 'node:crypto';

export const hashChallengeKey = (key: string): string => createHash('sha256').update(key).digest('hex');

export const createChallengeKey = (): { key: string; keyHash: string } => {
  const key = randomBytes(32).toString('base64url');
  return { key, keyHash: hashChallengeKey(key) };
};

/** The same JSON for the same data whatever the key order: what the code is bound to. */
const canonicalize = (value: unknown): unknown => {
  if (Array.isArray(value)) {
    return value.map(canonicalize);
  }
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([, item]) => item !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([key, item]) => [key, canonicalize(item)]),
    );
  }
  return typeof value === 'bigint' ? value.toString() : value;
};

export const hashPayload = (payload: unknown): string =>
  createHash('sha256')
    .update(JSON.stringify(canonicalize(payload ?? null)))
    .digest('hex');
