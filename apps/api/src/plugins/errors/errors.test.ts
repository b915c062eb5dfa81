import { CHALLENGE_CODES, errorEnvelope } from '@baraka/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { ok } from '../envelope.ts';
import { AppError, challengeAnswer } from './index.ts';

const echoBody = z.object({ amount: z.number().int().positive(), name: z.string().min(1) });

describe('error envelopes', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
    const { app } = testApp;
    app.post('/gateway/test/echo', { schema: { body: echoBody } }, async (request) => ok(request.body));
    app.get('/gateway/test/boom', async () => {
      throw new Error('connection to 10.0.0.7 refused, password=hunter2');
    });
    app.get('/gateway/test/forbidden', async () => {
      throw new AppError('FORBIDDEN', { message: 'Only the account holder may do this' });
    });
    app.get('/gateway/test/challenge', async () => {
      throw challengeAnswer(CHALLENGE_CODES.OTP, { result: { challengeId: 'c-1' } });
    });
  });
  afterAll(async () => {
    await testApp.close();
  });

  const post = (payload: unknown) =>
    testApp.app.inject({
      method: 'POST',
      url: '/gateway/test/echo',
      payload: payload as Record<string, unknown>,
    });

  it('answers 400 naming every missing field with the form key "required"', async () => {
    const response = await post({});

    expect(response.statusCode).toBe(400);
    const envelope = errorEnvelope.parse(response.json());
    expect(envelope.header).toMatchObject({ statusCode: 'required', key: 'required', messageType: 'ERROR' });
    expect(envelope.header.description).toContain('amount');
    expect(envelope.body.result?.fieldErrors).toEqual([
      { field: 'amount', key: 'required' },
      { field: 'name', key: 'required' },
    ]);
  });

  it('maps each rule to its form key with the rule parameters', async () => {
    const tooSmall = await post({ amount: -5, name: '' });
    expect(tooSmall.json().body.result.fieldErrors).toEqual([
      { field: 'amount', key: 'min', params: { min: 0 } },
      { field: 'name', key: 'required' },
    ]);

    const wrongType = await post({ amount: 'ten', name: 'Salma' });
    expect(wrongType.json().header.statusCode).toBe('invalidType');
    expect(wrongType.json().body.result.fieldErrors).toEqual([
      { field: 'amount', key: 'invalidType', params: { expected: 'number' } },
    ]);
  });

  it('lets a valid body through to the handler', async () => {
    const response = await post({ amount: 120, name: 'Salma' });

    expect(response.statusCode).toBe(200);
    expect(response.json().body).toEqual({ type: 'OBJECT_RESPONSE', result: { amount: 120, name: 'Salma' } });
  });

  it('answers 400 COMMON.INVALID_REQUEST to malformed JSON', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/gateway/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"amount": 12,',
    });

    expect(response.statusCode).toBe(400);
    expect(response.json().header.statusCode).toBe('COMMON.INVALID_REQUEST');
  });

  it('answers 415 COMMON.INVALID_REQUEST to an unsupported media type', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/gateway/test/echo',
      headers: { 'content-type': 'application/xml' },
      payload: '<amount>12</amount>',
    });

    expect(response.statusCode).toBe(415);
    expect(response.json().header.statusCode).toBe('COMMON.INVALID_REQUEST');
  });

  it('answers 400 COMMON.INVALID_REQUEST to a URL that cannot be decoded', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/gateway/%zz' });

    expect(response.statusCode).toBe(400);
    expect(response.json().header.statusCode).toBe('COMMON.INVALID_REQUEST');
  });

  it('hides the details of an unexpected error behind COMMON.DEFAULT_ERROR_MSG', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/gateway/test/boom' });

    expect(response.statusCode).toBe(500);
    expect(response.json().header).toMatchObject({
      statusCode: 'COMMON.DEFAULT_ERROR_MSG',
      messageType: 'ERROR',
    });
    expect(response.body).not.toContain('hunter2');
    expect(response.body).not.toContain('10.0.0.7');
  });

  it('answers an AppError with its status, code and detail', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/gateway/test/forbidden' });

    expect(response.statusCode).toBe(403);
    expect(response.json().header).toMatchObject({
      statusCode: 'COMMON.FORBIDDEN',
      key: 'COMMON.FORBIDDEN',
      description: 'Only the account holder may do this',
      errorMsg: "Vous n'êtes pas autorisé à effectuer cette opération.",
    });
  });

  it('answers a challenge step 202 (accepted, not refused) with its message type and result', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/gateway/test/challenge' });

    expect(response.statusCode).toBe(202);
    expect(response.json().header).toMatchObject({ statusCode: 'OTP.300', messageType: 'WARNING' });
    expect(response.json().body.result).toEqual({ challengeId: 'c-1' });
  });

  it.each([
    ['GET', '/gateway/nope'],
    ['POST', '/gateway/api/nope'],
    ['GET', '/idp/nope'],
    ['GET', '/some/file.txt'],
  ] as const)('answers a 404 envelope to %s %s', async (method, url) => {
    const response = await testApp.app.inject({ method, url });

    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json().header).toMatchObject({ statusCode: 'COMMON.NOT_FOUND', messageType: 'ERROR' });
  });

  it('speaks the caller language in errorMsg, French when the language is unknown', async () => {
    const inLanguage = async (language: string) =>
      (await testApp.app.inject({ method: 'GET', url: '/gateway/nope', headers: { language } })).json().header
        .errorMsg;

    expect(await inLanguage('de')).toBe('La ressource demandée est introuvable.');
    expect(await inLanguage('en')).toBe('The requested resource was not found.');
    expect(await inLanguage('ar')).toBe('المورد المطلوب غير موجود.');
  });
});
