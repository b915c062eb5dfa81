/**
 * FCM HTTP v1 (projects.messages.send) with a Google service account: a short-lived OAuth access
 * token from a signed JWT assertion (RFC 7523), kept until shortly before it expires. FCM's
 * UNREGISTERED / NOT_FOUND answer means the app was removed or its token replaced: the token goes.
 */
import { createSign } from 'node:crypto';
import { z } from 'zod';
import type { NativePushSender } from './native-push.ts';

const FCM_SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';
const DEFAULT_TOKEN_URI = 'https://oauth2.googleapis.com/token';
const ASSERTION_SECONDS = 3600;
const RENEW_MARGIN_MS = 5 * 60 * 1000;

/** The JSON key file of the service account (Firebase console, project settings, service accounts). */
export const fcmServiceAccountSchema = z.object({
  project_id: z.string().min(1),
  client_email: z.string().min(1),
  private_key: z.string().includes('PRIVATE KEY'),
  token_uri: z.url().optional(),
});
export type FcmServiceAccount = z.infer<typeof fcmServiceAccountSchema>;

export type FcmTransport = (
  url: string,
  init: { method: 'POST'; headers: Record<string, string>; body: string },
) => Promise<{ status: number; text(): Promise<string> }>;

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

const signAssertion = (account: FcmServiceAccount, tokenUri: string, nowSeconds: number) => {
  const header = base64url(JSON.stringify({ alg: 'RS256', typ: 'JWT' }));
  const claims = base64url(
    JSON.stringify({
      iss: account.client_email,
      scope: FCM_SCOPE,
      aud: tokenUri,
      iat: nowSeconds,
      exp: nowSeconds + ASSERTION_SECONDS,
    }),
  );
  const signature = createSign('RSA-SHA256').update(`${header}.${claims}`).sign(account.private_key);
  return `${header}.${claims}.${base64url(signature)}`;
};

const errorCodesOf = (text: string): string[] => {
  try {
    const parsed = JSON.parse(text) as {
      error?: { status?: string; details?: { errorCode?: string }[] };
    };
    return [parsed.error?.status, ...(parsed.error?.details ?? []).map((detail) => detail.errorCode)].filter(
      (code): code is string => typeof code === 'string',
    );
  } catch {
    return [];
  }
};

export const createFcmSender = (
  account: FcmServiceAccount,
  transport: FcmTransport = fetch,
  now: () => Date = () => new Date(),
): NativePushSender => {
  const tokenUri = account.token_uri ?? DEFAULT_TOKEN_URI;
  let access: { token: string; expiresAt: number } | undefined;

  const accessToken = async () => {
    const at = now().getTime();
    if (access && access.expiresAt - RENEW_MARGIN_MS > at) {
      return access.token;
    }
    const response = await transport(tokenUri, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
        assertion: signAssertion(account, tokenUri, Math.floor(at / 1000)),
      }).toString(),
    });
    const text = await response.text();
    if (response.status !== 200) {
      throw new Error(`FCM access token refused (${response.status})`);
    }
    const body = JSON.parse(text) as { access_token?: string; expires_in?: number };
    if (!body.access_token) {
      throw new Error('FCM access token missing');
    }
    access = { token: body.access_token, expiresAt: at + (body.expires_in ?? 3600) * 1000 };
    return access.token;
  };

  return async (target, message) => {
    const response = await transport(
      `https://fcm.googleapis.com/v1/projects/${encodeURIComponent(account.project_id)}/messages:send`,
      {
        method: 'POST',
        headers: { authorization: `Bearer ${await accessToken()}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          message: {
            token: target.token,
            notification: { title: message.title, body: message.body },
            data: message.data,
          },
        }),
      },
    );
    const text = await response.text();
    if (response.status === 200) {
      return 'SENT';
    }
    const codes = errorCodesOf(text);
    if (response.status === 404 || codes.includes('UNREGISTERED')) {
      return 'GONE';
    }
    if (response.status === 401) {
      // The access token may have been revoked early: the next try signs a new one.
      access = undefined;
    }
    throw new Error(`FCM refused the push (${response.status} ${codes.join(' ')})`);
  };
};
