import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorizeThroughProvider, deviceHeaders, loginWithCallback, signIn } from '../test/sign-in.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

const NUL = '\u0000';

describe('control characters in text inputs', () => {
  let testApp: TestApp;
  let amina: Record<string, string>;
  const call = (
    method: 'GET' | 'POST',
    url: string,
    payload?: object,
    headers: Record<string, string> = {},
  ) => testApp.app.inject({ method, url: `/gateway/${url}`, headers, ...(payload ? { payload } : {}) });
  /** Status and the refused fields as "field:key". */
  const refusalOf = async (response: Awaited<ReturnType<typeof call>>) => {
    const fieldErrors: { field: string; key: string }[] = response.json().body.result?.fieldErrors ?? [];
    return `${response.statusCode} ${fieldErrors.map((error) => `${error.field}:${error.key}`).join(' ')}`;
  };

  beforeAll(async () => {
    testApp = await createTestApp({ rateLimitMax: 10_000 });
    amina = (await signIn(testApp.app, 'amina', 'WEB')).headers;
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('refuses a NUL byte in a query string with the field’s key, never a 500', async () => {
    const form = await call('GET', `form/byFormName?formName=reclamation${encodeURIComponent(NUL)}`);
    const outbox = await call('GET', `dev/outbox?to=2012${encodeURIComponent(NUL)}3456`);

    expect(await refusalOf(form)).toBe('400 formName:specialCharactersValidation');
    expect(form.json().header.statusCode).toBe('specialCharactersValidation');
    expect(await refusalOf(outbox)).toBe('400 to:specialCharactersValidation');
  });

  it('refuses a NUL byte in a body, nested fields included', async () => {
    const login = await call('POST', 'loginFingerPrint', { username: `amina${NUL}` }, deviceHeaders('MOB'));
    const appointment = await call('POST', 'appointment/start', {
      branchId: `01${NUL}7`,
      date: '2026-12-01',
    });
    const request = await call(
      'POST',
      'secure/service-request/save',
      { formName: 'suggestion', answers: { description: `Une idée${NUL}` } },
      amina,
    );

    expect(await refusalOf(login)).toBe('400 username:specialCharactersValidation');
    expect(await refusalOf(appointment)).toBe('400 branchId:specialCharactersValidation');
    expect(await refusalOf(request)).toBe('400 answers.description:specialCharactersValidation');
  });

  it('refuses the other control characters too', async () => {
    const withEscape = await call(
      'POST',
      'loginFingerPrint',
      { username: 'amina\u001b[2J' },
      deviceHeaders('MOB'),
    );
    const bell = await call('GET', `form/byFormName?formName=${encodeURIComponent('reclamation\u0007')}`);
    const c1 = await call('POST', 'appointment/start', { branchId: '017\u0085', date: '2026-12-01' });

    expect(await refusalOf(withEscape)).toBe('400 username:specialCharactersValidation');
    expect(await refusalOf(bell)).toBe('400 formName:specialCharactersValidation');
    expect(await refusalOf(c1)).toBe('400 branchId:specialCharactersValidation');
  });

  it('refuses a NUL byte in the Device header, which sign-in stores', async () => {
    const authorization = await authorizeThroughProvider(testApp.app, { username: 'leila' });

    const login = await loginWithCallback(testApp.app, authorization, 'WEB', {}, `device${NUL}0001`);

    expect(login.statusCode).toBe(400);
    expect(login.json().header.statusCode).toBe('COMMON.INVALID_HEADER');
    expect(login.json().header.description).toContain('deviceId');
  });

  it('keeps tab, line feed and carriage return in text', async () => {
    const request = await call(
      'POST',
      'secure/service-request/save',
      { formName: 'suggestion', answers: { description: 'Deux idées :\r\n\t- la première\n\t- la seconde' } },
      amina,
    );

    expect(request.statusCode).toBe(200);
  });
});
