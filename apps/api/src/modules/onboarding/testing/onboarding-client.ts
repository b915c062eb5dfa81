/** Test support: a visitor's onboarding calls through app.inject, with a solved captcha when needed. */
import type { CaptchaChallenge, OnboardingApplication, OnboardingStartResult } from '@baraka/contracts';
import { ONBOARDING_TOKEN_HEADER } from '@baraka/contracts';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { FastifyInstance } from 'fastify';
import { readLatestCode } from '../../../test/challenge-answers.ts';
import { CHALLENGE_KEY_HEADER } from '../../identity/index.ts';

export type Answer<T = Record<string, unknown>> = {
  status: number;
  code: string;
  result: T & { fieldErrors?: { field: string; key: string }[]; challengeKey?: string };
  headers: Record<string, unknown>;
  raw: Buffer;
};

export const IDENTITY = {
  identificationKind: 'CIN',
  cinNumber: '09876543',
  firstName: 'Salma',
  lastName: 'Ben Ali',
  dateOfBirth: '1994-05-17',
  agencyId: '017',
};
export const CONTACT = { phone: '22446688', email: 'salma.onboarding@example.tn' };
export const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);
export const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n');

export const createOnboardingClient = (app: FastifyInstance) => {
  const call = async <T>(options: {
    method: 'GET' | 'POST';
    url: string;
    payload?: object | Buffer;
    headers?: Record<string, string>;
  }): Promise<Answer<T>> => {
    const response = await app.inject({ ...options, url: `/gateway/${options.url}` });
    const isJson = String(response.headers['content-type'] ?? '').includes('application/json');
    const envelope = isJson ? response.json() : null;
    return {
      status: response.statusCode,
      code: envelope?.header?.statusCode ?? '',
      result: envelope?.body?.result ?? {},
      headers: response.headers,
      raw: response.rawPayload,
    };
  };
  const tokenHeaders = (token: string, extra: Record<string, string> = {}) => ({
    [ONBOARDING_TOKEN_HEADER]: token,
    ...extra,
  });

  const solvedCaptcha = async () => {
    const response = await app.inject({ method: 'GET', url: '/gateway/api/captcha/challenge' });
    const challenge = response.json<{ body: { result: CaptchaChallenge } }>().body.result;
    const solution = await solveChallenge({ challenge, deriveKey });
    return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  };

  const update = (token: string, payload: object, challengeKey?: string) =>
    call<OnboardingApplication>({
      method: 'POST',
      url: 'flowable/onboarding/update',
      payload,
      headers: tokenHeaders(token, challengeKey ? { [CHALLENGE_KEY_HEADER]: challengeKey } : {}),
    });
  const validateOtp = (challengeKey: string, otp: string) =>
    call<{ key: string }>({
      method: 'POST',
      url: 'otp/challenge/validateAndContinue',
      payload: { challengeKey, otp },
    });

  /** The contact step end to end: OTP.300, the code read from the outbox, the call sent again. */
  const verifyContact = async (applicationId: string, token: string, contact = CONTACT) => {
    const payload = { applicationId, step: 'contact', contact };
    const asked = await update(token, payload);
    if (asked.code !== 'OTP.300' || !asked.result.challengeKey) {
      throw new Error(`expected OTP.300, got ${asked.status} ${asked.code}`);
    }
    const validated = await validateOtp(asked.result.challengeKey, await readLatestCode(app, contact.phone));
    return update(token, payload, validated.result.key);
  };

  return {
    call,
    update,
    validateOtp,
    verifyContact,
    solvedCaptcha,
    start: async (overrides: object = {}, language = 'fr') =>
      call<OnboardingStartResult>({
        method: 'POST',
        url: 'onboarding/start',
        payload: { ...IDENTITY, captcha: await solvedCaptcha(), ...overrides },
        headers: { language },
      }),
    get: (applicationId: string, token: string) =>
      call<OnboardingApplication>({
        method: 'GET',
        url: `onboarding?applicationId=${applicationId}`,
        headers: tokenHeaders(token),
      }),
    upload: (applicationId: string, token: string, side: string, bytes: Buffer, contentType: string) =>
      call<OnboardingApplication>({
        method: 'POST',
        url: `upload-file?applicationId=${applicationId}&side=${side}`,
        payload: bytes,
        headers: tokenHeaders(token, { 'content-type': contentType }),
      }),
    download: (applicationId: string, token: string, side: string) =>
      call({
        method: 'POST',
        url: 'upload-file-static',
        payload: { applicationId, side },
        headers: tokenHeaders(token),
      }),
    complete: (applicationId: string, token: string, certified: unknown = true) =>
      call<OnboardingApplication>({
        method: 'POST',
        url: 'onboarding/complete',
        payload: { applicationId, certified },
        headers: tokenHeaders(token),
      }),
    history: (applicationId: string, token: string) =>
      call<{ event: string; fromState: string | null; toState: string; detail: string | null }[]>({
        method: 'GET',
        url: `flowable/onboarding/tasks/history?applicationId=${applicationId}`,
        headers: tokenHeaders(token),
      }),
    advance: (applicationId: string, event: string) =>
      call<OnboardingApplication>({
        method: 'POST',
        url: 'dev/onboarding/advance',
        payload: { applicationId, event },
      }),
  };
};

export type OnboardingClient = ReturnType<typeof createOnboardingClient>;
