/** Calls straight to the product's gateway, as another client would: any call, a captcha, a code. */
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { inject } from 'vitest';

export type Envelope<T> = { header: { statusCode: string }; body: { result: T } };

/** GET without a body, POST with one (JSON, or bytes as they are). */
export async function callGateway<T>(
  path: string,
  options: { body?: object | Buffer; headers?: Record<string, string> } = {},
): Promise<Envelope<T>> {
  const isBytes = Buffer.isBuffer(options.body);
  const response = await fetch(`${inject('baseUrl')}/gateway/${path}`, {
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
}

/** A captcha solved here, in the form the forms send it. */
export async function solveCaptchaOverHttp(): Promise<string> {
  const challenge = (
    await callGateway<Parameters<typeof solveChallenge>[0]['challenge']>('api/captcha/challenge')
  ).body.result;
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** The six digits of the newest message sent to this phone, read from the development outbox. */
export async function readCode(phone: string): Promise<string> {
  const outbox = await callGateway<{ body: string }[]>(`dev/outbox?to=${phone}&limit=1`);
  const code = /\b(\d{6})\b/.exec(outbox.body.result[0]?.body ?? '')?.[1];
  if (!code) {
    throw new Error(`No code was sent to ${phone}`);
  }
  return code;
}
