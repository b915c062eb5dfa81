import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock } from '../../../clock.ts';
import { ok } from '../../../plugins/envelope.ts';
import { readLatestCode } from '../../../test/challenge-answers.ts';
import { signIn } from '../../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { MODULES } from '../../index.ts';
import { defineModule } from '../../module.ts';
import { toChallengeDeps } from './challenge-flow.ts';
import { CHALLENGE_KEY_HEADER, requireStrongAuthentication } from './strong-auth.ts';

const SECOND = 1000;
const clock = createManualClock(new Date('2026-03-02T08:00:00Z'));
let executions = 0;

/** A transfer-like operation for the test: confirmed by a code naming its amount and payee. */
const transferModule = defineModule('test-transfer', async (app, deps) => {
  app.post('/secure/test/transfer', async (request) => {
    const body = request.body as { amount: string; payee: string };
    await requireStrongAuthentication(toChallengeDeps(deps), request, {
      operation: 'test.transfer',
      serviceName: 'LOCAL_TRANSFER',
      processName: 'CREATE',
      payload: body,
      action: { fr: 'un virement', en: 'a transfer', ar: 'تحويل' },
      amount: `${body.amount} TND`,
      payee: body.payee,
    });
    executions += 1;
    return ok({ done: true });
  });
});

describe('one-time codes (OTP.300)', () => {
  let testApp: TestApp;
  let headers: Record<string, string>;
  beforeAll(async () => {
    testApp = await createTestApp({ clock, rateLimitMax: 10_000, modules: [...MODULES, transferModule] });
    headers = (await signIn(testApp.app, 'amina', 'MOB')).headers;
  });
  afterAll(async () => {
    await testApp.close();
  });

  const transfer = (payload: Record<string, string>, key?: string) =>
    testApp.app.inject({
      method: 'POST',
      url: '/gateway/secure/test/transfer',
      headers: key ? { ...headers, [CHALLENGE_KEY_HEADER]: key } : headers,
      payload,
    });
  const validate = (challengeKey: string, otp: string, payload?: unknown) =>
    testApp.app.inject({
      method: 'POST',
      url: '/gateway/otp/challenge/validateAndContinue',
      headers,
      payload: { challengeKey, otp, ...(payload ? { payload } : {}) },
    });
  const resend = (challengeKey: string) =>
    testApp.app.inject({
      method: 'GET',
      url: `/gateway/otp/challenge/resend?challengeKey=${challengeKey}`,
      headers,
    });
  const startTransfer = async (payload = { amount: '120.500', payee: 'Ali Ben Ali' }) => {
    const response = await transfer(payload);
    expect(response.statusCode).toBe(202);
    expect(response.json().header).toMatchObject({ statusCode: 'OTP.300', messageType: 'WARNING' });
    return response.json().body.result as {
      challengeKey: string;
      maskedDestination: string;
      attemptsLeft: number;
    };
  };
  const wrongCode = (right: string) => (right === '000000' ? '000001' : '000000');

  it('sends 6 digits naming the amount and the payee, to a masked phone', async () => {
    const challenge = await startTransfer();
    const outbox = (await testApp.app.inject({ method: 'GET', url: '/gateway/dev/outbox?limit=1' })).json();
    const [message] = outbox.body.result;

    expect(challenge.maskedDestination).toBe('** ** 34 56');
    expect(challenge.attemptsLeft).toBe(5);
    expect(message).toMatchObject({ channel: 'SMS', recipient: '20123456', purpose: 'otp' });
    expect(message.body).toMatch(
      /votre code est \d{6}\. Il confirme : un virement de 120\.500 TND à Ali Ben Ali\./,
    );
  });

  it('confirms the operation once, for exactly the payload it was sent for', async () => {
    const payload = { amount: '50.000', payee: 'Sami Gharbi' };
    const { challengeKey } = await startTransfer(payload);
    const before = executions;

    const verified = await validate(challengeKey, await readLatestCode(testApp.app));
    expect(verified.statusCode).toBe(200);
    expect(verified.json().body.result).toMatchObject({ key: challengeKey, serviceName: 'LOCAL_TRANSFER' });

    expect((await transfer(payload, challengeKey)).statusCode).toBe(200);
    expect(executions).toBe(before + 1);
    // Used once: the same key asks for a new code instead of running the transfer again.
    expect((await transfer(payload, challengeKey)).json().header.statusCode).toBe('OTP.300');
    expect(executions).toBe(before + 1);
  });

  it('refuses a code for an operation whose payload changed (dynamic linking)', async () => {
    const payload = { amount: '50.000', payee: 'Sami Gharbi' };
    const first = await startTransfer(payload);
    await validate(first.challengeKey, await readLatestCode(testApp.app));
    const changed = await transfer({ ...payload, amount: '5000.000' }, first.challengeKey);
    expect(changed.json().header.statusCode).toBe('CHALLENGE.EXPIRED');

    const second = await startTransfer(payload);
    const tampered = await validate(second.challengeKey, await readLatestCode(testApp.app), {
      ...payload,
      payee: 'Someone Else',
    });
    expect(tampered.json().header.statusCode).toBe('CHALLENGE.EXPIRED');
    expect((await validate(second.challengeKey, await readLatestCode(testApp.app))).statusCode).toBe(410);
  });

  it('lets a code live 5 minutes; a new one can then be asked for', async () => {
    const { challengeKey } = await startTransfer();
    const late = await readLatestCode(testApp.app);
    clock.advance(301 * SECOND);

    expect((await validate(challengeKey, late)).json().header.statusCode).toBe('CHALLENGE.CODE_EXPIRED');
    expect((await resend(challengeKey)).statusCode).toBe(200);
    expect((await validate(challengeKey, await readLatestCode(testApp.app))).statusCode).toBe(200);
  });

  it('throttles resending: 30 s apart, 3 times at most; a resent code replaces the old one', async () => {
    const { challengeKey } = await startTransfer();
    const firstCode = await readLatestCode(testApp.app);

    expect((await resend(challengeKey)).statusCode).toBe(429);
    for (let round = 0; round < 3; round += 1) {
      clock.advance(30 * SECOND);
      expect((await resend(challengeKey)).statusCode).toBe(200);
    }
    clock.advance(30 * SECOND);
    expect((await resend(challengeKey)).json().header.statusCode).toBe('COMMON.TOO_MANY_REQUESTS');
    const lastCode = await readLatestCode(testApp.app);
    if (firstCode !== lastCode) {
      expect((await validate(challengeKey, firstCode)).json().header.statusCode).toBe(
        'CHALLENGE.INVALID_CODE',
      );
    }
    expect((await validate(challengeKey, lastCode)).statusCode).toBe(200);
  });

  it('voids the code at the fifth wrong try, which also locks the account for a minute', async () => {
    const { challengeKey } = await startTransfer();
    const right = await readLatestCode(testApp.app);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const wrong = await validate(challengeKey, wrongCode(right));
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().body.result).toEqual({ attemptsLeft: 5 - attempt });
    }
    const fifth = await validate(challengeKey, wrongCode(right));
    expect(fifth.statusCode).toBe(423);
    expect(fifth.json().header.statusCode).toBe('AUTH.ACCOUNT_LOCKED');

    clock.advance(61 * SECOND);
    expect((await validate(challengeKey, right)).json().header.statusCode).toBe('CHALLENGE.EXPIRED');
  });

  it('belongs to the session that asked for it', async () => {
    const { challengeKey } = await startTransfer();
    const other = await signIn(testApp.app, 'leila', 'MOB');

    const stolen = await testApp.app.inject({
      method: 'POST',
      url: '/gateway/otp/challenge/validateAndContinue',
      headers: other.headers,
      payload: { challengeKey, otp: await readLatestCode(testApp.app, '20123456') },
    });

    expect(stolen.json().header.statusCode).toBe('CHALLENGE.EXPIRED');
  });

  it('falls back to the security question when the code does not come (COR.210)', async () => {
    const { challengeKey } = await startTransfer();

    const fallback = await testApp.app.inject({
      method: 'POST',
      url: '/gateway/core/continue',
      headers,
      payload: { challengeKey, action: 'fallback' },
    });
    expect(fallback.json().header).toMatchObject({ statusCode: 'COR.210', messageType: 'INFO' });
    expect(fallback.json().body.result).toMatchObject({ step: 'SEQ-404', question: 'BIRTH_CITY' });

    const answered = await testApp.app.inject({
      method: 'POST',
      url: '/gateway/secure/api/secretquestion/validateAndContinue',
      headers,
      payload: { challengeKey, answer: '  TUNIS ' },
    });
    expect(answered.statusCode).toBe(200);
  });

  it('tells in advance which operations will ask for a code (core/checkpre)', async () => {
    const check = (serviceName: string, processName: string) =>
      testApp.app.inject({
        method: 'POST',
        url: '/gateway/core/checkpre',
        payload: { serviceName, processName },
      });

    expect((await check('LOCAL_TRANSFER', 'CREATE')).json().body.result).toEqual({
      challengeRequired: true,
      step: 'OTP.300',
    });
    expect((await check('ACCOUNT_MANAGEMENT', 'VIEW')).json().body.result.challengeRequired).toBe(false);
  });
});
