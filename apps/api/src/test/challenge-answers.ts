/** Test support: answers challenge steps the way a person would, reading codes from the dev outbox. */
import { CHALLENGE_HTTP_STATUS, TERMS_VERSION } from '@baraka/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/** The six digits of the newest message in the embedded outbox (optionally for one recipient). */
export const readLatestCode = async (app: FastifyInstance, to?: string): Promise<string> => {
  const response = await app.inject({
    method: 'GET',
    url: `/gateway/dev/outbox?limit=1${to ? `&to=${encodeURIComponent(to)}` : ''}`,
  });
  const [message] = response.json().body.result as { body: string }[];
  const code = /\b(\d{6})\b/.exec(message?.body ?? '')?.[1];
  if (!code) {
    throw new Error(`no code in the outbox: ${message?.body}`);
  }
  return code;
};

export type Answers = { securityAnswer?: string };

/** Answers TERM_COND and OTP.300 steps until the operation's own answer comes back. */
export const answerChallenges = async (
  app: FastifyInstance,
  first: LightMyRequestResponse,
  headers: Record<string, string>,
): Promise<LightMyRequestResponse> => {
  let response = first;
  for (let step = 0; step < 5; step += 1) {
    const envelope = response.json();
    const code = envelope.header.statusCode as string;
    const challengeKey = envelope.body?.result?.challengeKey as string | undefined;
    if (response.statusCode !== CHALLENGE_HTTP_STATUS || !challengeKey) {
      return response;
    }
    if (code === 'TERM_COND') {
      response = await app.inject({
        method: 'POST',
        url: '/gateway/termcondition/challenge/validateAndContinue',
        headers,
        payload: { challengeKey, accepted: true, termsVersion: TERMS_VERSION },
      });
    } else if (code === 'OTP.300') {
      response = await app.inject({
        method: 'POST',
        url: '/gateway/otp/challenge/validateAndContinue',
        headers,
        payload: { challengeKey, otp: await readLatestCode(app) },
      });
    } else {
      return response;
    }
  }
  return response;
};
