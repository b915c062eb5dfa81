/** Onboarding calls made as another visitor would, straight to the gateway (captcha solved here). */
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';

type Envelope<T> = { header: { statusCode: string }; body: { result: T } };

export const PDF_BYTES = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

export function createGateway(baseUrl: string) {
  const call = async <T>(
    path: string,
    options: { body?: object | Buffer; headers?: Record<string, string> } = {},
  ): Promise<Envelope<T>> => {
    const isBytes = Buffer.isBuffer(options.body);
    const response = await fetch(`${baseUrl}/gateway/${path}`, {
      method: options.body ? 'POST' : 'GET',
      headers: {
        ...(options.body && !isBytes ? { 'content-type': 'application/json' } : {}),
        ...options.headers,
      },
      body: isBytes
        ? Uint8Array.from(options.body as Buffer)
        : options.body
          ? JSON.stringify(options.body)
          : undefined,
    });
    return (await response.json()) as Envelope<T>;
  };

  /** The six digits of the newest message sent to this phone. */
  const readCode = async (phone: string): Promise<string> => {
    const outbox = await call<{ body: string }[]>(`dev/outbox?to=${phone}&limit=1`);
    const code = /\b(\d{6})\b/.exec(outbox.body.result[0]?.body ?? '')?.[1];
    if (!code) {
      throw new Error(`No code was sent to ${phone}`);
    }
    return code;
  };

  const solvedCaptcha = async () => {
    const challenge = (await call<Parameters<typeof solveChallenge>[0]['challenge']>('api/captcha/challenge'))
      .body.result;
    const solution = await solveChallenge({ challenge, deriveKey });
    return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  };

  /** A complete application, submitted, as the browser would keep it. */
  const createSubmittedApplication = async (phone: string) => {
    const started = await call<{ application: { applicationId: string }; resumeToken: string }>(
      'onboarding/start',
      {
        body: {
          identificationKind: 'nDePasseport',
          passportNumber: 'K7654321',
          firstName: 'Karim',
          lastName: 'Haddad',
          dateOfBirth: '1988-11-03',
          agencyId: '017',
          captcha: await solvedCaptcha(),
        },
      },
    );
    const { applicationId } = started.body.result.application;
    const headers = { 'onboarding-token': started.body.result.resumeToken };
    await call(`upload-file?applicationId=${applicationId}&side=FRONT`, {
      body: PDF_BYTES,
      headers: { ...headers, 'content-type': 'application/pdf' },
    });
    const contact = {
      applicationId,
      step: 'contact',
      contact: { phone, email: `karim.${phone}@example.tn` },
    };
    const asked = await call<{ challengeKey: string }>('flowable/onboarding/update', {
      body: contact,
      headers,
    });
    const verified = await call<{ key: string }>('otp/challenge/validateAndContinue', {
      body: { challengeKey: asked.body.result.challengeKey, otp: await readCode(phone) },
    });
    await call('flowable/onboarding/update', {
      body: contact,
      headers: { ...headers, 'challenge-key': verified.body.result.key },
    });
    const submitted = await call<{ state: string }>('onboarding/complete', {
      body: { applicationId, certified: true },
      headers,
    });
    return { applicationId, token: started.body.result.resumeToken, state: submitted.body.result.state };
  };

  const advance = (applicationId: string, event: string) =>
    call<{ state: string }>('dev/onboarding/advance', { body: { applicationId, event } });

  return { call, readCode, solvedCaptcha, createSubmittedApplication, advance };
}
