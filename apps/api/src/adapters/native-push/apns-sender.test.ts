import { createPublicKey, generateKeyPairSync, verify } from 'node:crypto';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateP12, readP12 } from '../esign/bank-certificate.ts';
import { createApnsSender } from './apns-sender.ts';

const GOOD = 'a1'.repeat(32);
const UNINSTALLED = 'b2'.repeat(32);
const MALFORMED = 'c3'.repeat(32);
const BUSY = 'd4'.repeat(32);

type Received = { headers: http2.IncomingHttpHeaders; body: string; jwtValid: boolean };

/** A local APNs: TLS with a certificate made here, HTTP/2, Apple's answers for a few tokens. */
describe('APNs sender (HTTP/2, token authentication)', () => {
  const { privateKey, publicKey } = generateKeyPairSync('ec', {
    namedCurve: 'P-256',
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  const received: Received[] = [];
  const connections: http2.ServerHttp2Session[] = [];
  let server: http2.Http2SecureServer;
  let origin = '';
  let ca = '';
  let clock = new Date('2026-03-02T09:00:00Z');

  const jwtIsValid = (authorization: string | undefined) => {
    const [header = '', claims = '', signature = ''] = (authorization ?? '')
      .replace(/^bearer /, '')
      .split('.');
    return verify(
      'SHA256',
      Buffer.from(`${header}.${claims}`),
      { key: createPublicKey(publicKey), dsaEncoding: 'ieee-p1363' },
      Buffer.from(signature, 'base64url'),
    );
  };

  beforeAll(async () => {
    const certificate = readP12(generateP12());
    ca = certificate.certificatePem;
    server = http2.createSecureServer({ pfx: certificate.p12, passphrase: '' });
    server.on('session', (session) => connections.push(session));
    server.on('stream', (stream, headers) => {
      let body = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => {
        body += chunk;
      });
      stream.on('end', () => {
        const jwtValid = jwtIsValid(headers.authorization);
        received.push({ headers, body, jwtValid });
        const answer = (status: number, reason?: string) => {
          stream.respond({ ':status': status, 'apns-id': 'A0B1C2D3-0000-4000-8000-000000000001' });
          stream.end(reason ? JSON.stringify({ reason }) : undefined);
        };
        const path = String(headers[':path']);
        if (!jwtValid) {
          answer(403, 'InvalidProviderToken');
        } else if (path.endsWith(UNINSTALLED)) {
          answer(410, 'Unregistered');
        } else if (path.endsWith(MALFORMED)) {
          answer(400, 'BadDeviceToken');
        } else if (path.endsWith(BUSY)) {
          answer(503, 'ServiceUnavailable');
        } else {
          answer(200);
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    // The senders keep their connection open for the next push, as they do between job runs.
    for (const session of connections) {
      session.destroy();
    }
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const makeSender = (key = privateKey) =>
    createApnsSender(
      { keyId: 'ABC123DEFG', teamId: 'TEAM123456', privateKey: key, topic: 'tn.albaraka.baraka' },
      {
        origin,
        // The test's certificate names the bank, not 127.0.0.1: trusted as the only authority.
        connectOptions: { ca, checkServerIdentity: () => undefined },
        now: () => clock,
      },
    );
  const message = {
    title: 'Virement reçu',
    body: '1 250,000 TND sur votre compte',
    data: { id: 'n-1', link: '/accounts' },
  };

  it('sends an alert with a signed provider token, the topic, priority and expiry', async () => {
    received.length = 0;
    const send = makeSender();

    expect(await send({ platform: 'APNS', token: GOOD }, message)).toBe('SENT');

    const [request] = received;
    expect(request?.jwtValid).toBe(true);
    expect(request?.headers).toMatchObject({
      ':method': 'POST',
      ':path': `/3/device/${GOOD}`,
      'apns-topic': 'tn.albaraka.baraka',
      'apns-push-type': 'alert',
      'apns-priority': '10',
      'apns-expiration': String(Date.parse('2026-03-03T09:00:00Z') / 1000),
    });
    const [header = '', claims = ''] = String(request?.headers.authorization)
      .slice('bearer '.length)
      .split('.');
    expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toEqual({
      alg: 'ES256',
      kid: 'ABC123DEFG',
    });
    expect(JSON.parse(Buffer.from(claims, 'base64url').toString())).toEqual({
      iss: 'TEAM123456',
      iat: Date.parse('2026-03-02T09:00:00Z') / 1000,
    });
    expect(JSON.parse(request?.body ?? '')).toEqual({
      aps: { alert: { title: message.title, body: message.body }, sound: 'default' },
      id: 'n-1',
      link: '/accounts',
    });
  });

  it('reuses one connection and one provider token for 50 minutes, then signs a new one', async () => {
    received.length = 0;
    const before = connections.length;
    const send = makeSender();

    await send({ platform: 'APNS', token: GOOD }, message);
    clock = new Date(clock.getTime() + 49 * 60 * 1000);
    await send({ platform: 'APNS', token: GOOD }, message);
    clock = new Date(clock.getTime() + 2 * 60 * 1000);
    await send({ platform: 'APNS', token: GOOD }, message);

    const tokens = received.map((request) => request.headers.authorization);
    expect(tokens[0]).toBe(tokens[1]);
    expect(tokens[2]).not.toBe(tokens[1]);
    expect(received.every((request) => request.jwtValid)).toBe(true);
    expect(connections).toHaveLength(before + 1);
  });

  it('answers GONE for an uninstalled app (410) and a token APNs does not know', async () => {
    const send = makeSender();

    expect(await send({ platform: 'APNS', token: UNINSTALLED }, message)).toBe('GONE');
    expect(await send({ platform: 'APNS', token: MALFORMED }, message)).toBe('GONE');
  });

  it('throws on other failures, so the push is tried again next run', async () => {
    await expect(makeSender()({ platform: 'APNS', token: BUSY }, message)).rejects.toThrow(
      'APNs refused the push (503 ServiceUnavailable)',
    );
    const { privateKey: otherKey } = generateKeyPairSync('ec', {
      namedCurve: 'P-256',
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      publicKeyEncoding: { type: 'spki', format: 'pem' },
    });
    // A key Apple does not hold for this key id: refused, not taken for a gone token.
    await expect(makeSender(otherKey)({ platform: 'APNS', token: GOOD }, message)).rejects.toThrow(
      '403 InvalidProviderToken',
    );
  });
});
