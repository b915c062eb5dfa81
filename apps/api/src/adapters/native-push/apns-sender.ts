/**
 * APNs (Apple Push Notification service) over HTTP/2 with token authentication: an ES256 JWT signed
 * with the bank's .p8 key (key id + team id), reused for 50 minutes (Apple refuses one older than an
 * hour and one renewed more than every 20 minutes). One HTTP/2 connection is kept and opened again
 * when it closes. 410, BadDeviceToken and Unregistered mean the token is no longer the app's: it goes.
 */
import { createSign } from 'node:crypto';
import http2 from 'node:http2';
import { z } from 'zod';
import type { NativePushSender } from './native-push.ts';

export const APNS_ORIGINS = {
  production: 'https://api.push.apple.com',
  sandbox: 'https://api.sandbox.push.apple.com',
} as const;
const TOKEN_REUSE_MS = 50 * 60 * 1000;
const REQUEST_TIMEOUT_MS = 15_000;

export const apnsConfigSchema = z.object({
  /** The 10-character id of the APNs auth key (Apple Developer, Keys). */
  keyId: z.string().regex(/^[A-Z0-9]{10}$/),
  /** The team id of the bank's Apple Developer account. */
  teamId: z.string().regex(/^[A-Z0-9]{10}$/),
  /** The .p8 key file's text (PKCS#8 P-256). */
  privateKey: z.string().includes('PRIVATE KEY'),
  /** The app's bundle id. */
  topic: z.string().min(1),
  environment: z.enum(['production', 'sandbox']).default('production'),
  /** Seconds APNs keeps trying an offline device. */
  expirationSeconds: z.number().int().min(0).default(86_400),
});
export type ApnsConfig = z.input<typeof apnsConfigSchema>;

/** APNS_KEY_ID, APNS_TEAM_ID, APNS_PRIVATE_KEY (the .p8 text), APNS_TOPIC, APNS_ENVIRONMENT. */
export const apnsConfigFromEnv = (env: Record<string, string | undefined>): ApnsConfig => ({
  keyId: env.APNS_KEY_ID ?? '',
  teamId: env.APNS_TEAM_ID ?? '',
  // A .p8 key in a one-line variable keeps its line breaks as \n.
  privateKey: (env.APNS_PRIVATE_KEY ?? '').replaceAll('\\n', '\n'),
  topic: env.APNS_TOPIC ?? 'tn.albaraka.baraka',
  environment: env.APNS_ENVIRONMENT === 'sandbox' ? 'sandbox' : 'production',
});

export type ApnsOptions = {
  /** Another origin than Apple's (tests) and TLS options for it. */
  origin?: string;
  connectOptions?: http2.SecureClientSessionOptions;
  now?: () => Date;
};

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

const signProviderToken = (config: z.output<typeof apnsConfigSchema>, issuedAtSeconds: number) => {
  const header = base64url(JSON.stringify({ alg: 'ES256', kid: config.keyId }));
  const claims = base64url(JSON.stringify({ iss: config.teamId, iat: issuedAtSeconds }));
  const signature = createSign('SHA256')
    .update(`${header}.${claims}`)
    .sign({ key: config.privateKey, dsaEncoding: 'ieee-p1363' });
  return `${header}.${claims}.${base64url(signature)}`;
};

const reasonOf = (text: string) => {
  try {
    return (JSON.parse(text) as { reason?: string }).reason ?? '';
  } catch {
    return '';
  }
};

export const createApnsSender = (input: ApnsConfig, options: ApnsOptions = {}): NativePushSender => {
  const config = apnsConfigSchema.parse(input);
  const origin = options.origin ?? APNS_ORIGINS[config.environment];
  const now = options.now ?? (() => new Date());
  let provider: { token: string; issuedAt: number } | undefined;
  let session: http2.ClientHttp2Session | undefined;

  const providerToken = () => {
    const at = now().getTime();
    if (!provider || at - provider.issuedAt >= TOKEN_REUSE_MS) {
      provider = { token: signProviderToken(config, Math.floor(at / 1000)), issuedAt: at };
    }
    return provider.token;
  };

  const connection = () => {
    if (!session || session.closed || session.destroyed) {
      const opened = http2.connect(origin, options.connectOptions);
      // A broken connection fails its requests; the next push opens a new one.
      opened.on('error', () => opened.destroy());
      opened.on('close', () => {
        if (session === opened) {
          session = undefined;
        }
      });
      // Idle between runs: the connection does not keep the process alive.
      opened.unref();
      session = opened;
    }
    return session;
  };

  const post = (path: string, headers: Record<string, string>, body: string) =>
    new Promise<{ status: number; text: string }>((resolve, reject) => {
      const request = connection().request({ ':method': 'POST', ':path': path, ...headers });
      let status = 0;
      let text = '';
      request.setTimeout(REQUEST_TIMEOUT_MS, () => request.close(http2.constants.NGHTTP2_CANCEL));
      request.on('response', (response) => {
        status = Number(response[':status']);
      });
      request.setEncoding('utf8');
      request.on('data', (chunk: string) => {
        text += chunk;
      });
      request.on('error', reject);
      request.on('close', () =>
        status ? resolve({ status, text }) : reject(new Error('APNs closed the request without an answer')),
      );
      request.end(body);
    });

  return async (target, message) => {
    const nowSeconds = Math.floor(now().getTime() / 1000);
    const { status, text } = await post(
      `/3/device/${encodeURIComponent(target.token)}`,
      {
        authorization: `bearer ${providerToken()}`,
        'apns-topic': config.topic,
        'apns-push-type': 'alert',
        'apns-priority': '10',
        'apns-expiration': String(nowSeconds + config.expirationSeconds),
        'content-type': 'application/json',
      },
      JSON.stringify({
        aps: { alert: { title: message.title, body: message.body }, sound: 'default' },
        ...message.data,
      }),
    );
    if (status === 200) {
      return 'SENT';
    }
    const reason = reasonOf(text);
    if (status === 410 || reason === 'BadDeviceToken' || reason === 'Unregistered') {
      return 'GONE';
    }
    if (reason === 'ExpiredProviderToken' || reason === 'InvalidProviderToken') {
      // The next try signs a new provider token.
      provider = undefined;
    }
    throw new Error(`APNs refused the push (${status} ${reason})`);
  };
};
