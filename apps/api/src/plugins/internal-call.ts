/**
 * Calls the API makes to itself in process (the relying party to the embedded provider). They carry
 * a secret only this process knows, and count against no client's rate limit: the sign-in that
 * caused them was counted already.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

const INTERNAL_CALL_HEADER = 'x-internal-call';
const SECRET = randomBytes(32);

export const internalCallHeaders = (): Record<string, string> => ({
  [INTERNAL_CALL_HEADER]: SECRET.toString('base64url'),
});

export const isInternalCall = (request: FastifyRequest): boolean => {
  const given = request.headers[INTERNAL_CALL_HEADER];
  if (typeof given !== 'string') {
    return false;
  }
  const bytes = Buffer.from(given, 'base64url');
  return bytes.length === SECRET.length && timingSafeEqual(bytes, SECRET);
};
