/**
 * A visitor's hold on their application: 256 random bits handed out once at creation and kept by
 * the browser; the table keeps only their SHA-256. A wrong token and an unknown id answer alike.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { ONBOARDING_TOKEN_HEADER } from '@baraka/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppDb } from '../../db/client.ts';
import { AppError } from '../../plugins/errors/index.ts';
import { type ApplicationRow, findApplication } from './onboarding.queries.ts';

export const hashResumeToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export const createResumeToken = (): { token: string; tokenHash: string } => {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashResumeToken(token) };
};

export const readResumeToken = (request: FastifyRequest): string | null => {
  const value = request.headers[ONBOARDING_TOKEN_HEADER];
  return typeof value === 'string' && value.length >= 20 && value.length <= 128 ? value : null;
};

const isTokenOf = (application: ApplicationRow, token: string): boolean => {
  const actual = Buffer.from(hashResumeToken(token), 'hex');
  const expected = Buffer.from(application.tokenHash, 'hex');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
};

/** The application this id names, if the token is its own; NOT_FOUND otherwise. */
export async function requireApplication(
  db: AppDb,
  applicationId: string,
  token: string | null,
  options: { lock?: boolean } = {},
): Promise<ApplicationRow> {
  const application = await findApplication(db, { id: applicationId }, options);
  if (!application || token === null || !isTokenOf(application, token)) {
    throw new AppError('NOT_FOUND', { message: 'No application with this id and token' });
  }
  return application;
}
