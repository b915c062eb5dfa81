/** Test support: calls of the beneficiaries area as a signed-in person, codes read from the outbox. */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { readLatestCode } from '../../test/challenge-answers.ts';
import { CHALLENGE_KEY_HEADER } from '../identity/index.ts';

export type Method = 'GET' | 'POST' | 'PUT';
export type Headers = Record<string, string>;

export const callGateway = (
  app: FastifyInstance,
  headers: Headers,
  method: Method,
  url: string,
  payload?: object,
): Promise<LightMyRequestResponse> =>
  app.inject({ method, url: `/gateway/${url}`, headers, ...(payload ? { payload } : {}) });

/** Sends an operation, answers its OTP.300 with the code the phone received, and sends it again. */
export async function callWithCode(
  app: FastifyInstance,
  headers: Headers,
  method: Method,
  url: string,
  payload: object,
  phone: string,
): Promise<LightMyRequestResponse> {
  const first = await callGateway(app, headers, method, url, payload);
  if (first.json().header.statusCode !== 'OTP.300') {
    throw new Error(`expected OTP.300, got ${first.statusCode} ${first.body}`);
  }
  const { challengeKey } = first.json().body.result as { challengeKey: string };
  const validated = await callGateway(app, headers, 'POST', 'otp/challenge/validateAndContinue', {
    challengeKey,
    otp: await readLatestCode(app, phone),
  });
  if (validated.statusCode !== 200) {
    throw new Error(`code refused: ${validated.body}`);
  }
  return callGateway(app, { ...headers, [CHALLENGE_KEY_HEADER]: challengeKey }, method, url, payload);
}
