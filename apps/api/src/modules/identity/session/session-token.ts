/** Session tokens: 256 random bits, handed out once; only their SHA-256 is stored. */
import { createHash, randomBytes } from 'node:crypto';

const TOKEN_BYTES = 32;

export const hashSessionToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export const createSessionToken = (): { token: string; tokenHash: string } => {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  return { token, tokenHash: hashSessionToken(token) };
};
