import type { DeviceDescriptor } from '@baraka/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { ok } from './envelope.ts';

const device: DeviceDescriptor = {
  isInTunisia: true,
  deviceType: 'desktop',
  os: 'Linux',
  version: '6.1',
  appVersion: '1.10.15',
  deviceId: 'device-0001',
  playerId: null,
  platform: 'WEB',
};

describe('request context headers', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
    testApp.app.get('/gateway/test/context', async (request) => ok(request.context));
  });
  afterAll(async () => {
    await testApp.close();
  });

  const getContext = (headers: Record<string, string>) =>
    testApp.app.inject({ method: 'GET', url: '/gateway/test/context', headers });

  it('defaults to no device, channel WEB, French and no token', async () => {
    const response = await getContext({});

    expect(response.statusCode).toBe(200);
    expect(response.json().body.result).toEqual({
      device: null,
      channel: 'WEB',
      language: 'fr',
      bearerToken: null,
      requestId: response.headers['x-request-id'],
    });
  });

  it('parses the Device, Channel, language and Authorization headers', async () => {
    const response = await getContext({
      device: JSON.stringify(device),
      channel: 'MOB',
      language: 'ar',
      authorization: 'Bearer abc.def-ghi',
    });

    expect(response.json().body.result).toMatchObject({
      device,
      channel: 'MOB',
      language: 'ar',
      bearerToken: 'abc.def-ghi',
    });
  });

  it.each([
    ['Device', { device: '{not json' }],
    ['Device', { device: JSON.stringify({ ...device, deviceId: 'x' }) }],
    ['Channel', { channel: 'FAX' }],
    ['Authorization', { authorization: 'Basic dXNlcjpwYXNz' }],
  ])('answers 400 COMMON.INVALID_HEADER naming a malformed %s header', async (name, headers) => {
    const response = await getContext(headers);

    expect(response.statusCode).toBe(400);
    expect(response.json().header).toMatchObject({
      statusCode: 'COMMON.INVALID_HEADER',
      messageType: 'ERROR',
    });
    expect(response.json().header.description).toContain(name);
  });

  it('falls back to French for an unknown language instead of failing', async () => {
    const response = await getContext({ language: 'tlh' });

    expect(response.statusCode).toBe(200);
    expect(response.json().body.result.language).toBe('fr');
  });

  it('leaves the headers of non-API paths alone', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/',
      headers: { channel: 'FAX', authorization: 'Basic dXNlcjpwYXNz', accept: 'text/html' },
    });

    expect(response.statusCode).not.toBe(400);
  });
});
