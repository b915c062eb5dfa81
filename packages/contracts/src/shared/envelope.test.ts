import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { deviceDescriptorSchema } from './common.ts';
import { errorEnvelope, listEnvelope, objectEnvelope } from './envelope.ts';

const header = {
  statusCode: '000',
  errorMsg: null,
  key: null,
  description: 'Success',
  providerCode: null,
  providerDescription: null,
  messageType: 'SUCCESS',
};

describe('envelope schemas', () => {
  it('accept an object answer and reject a list answer in its place', () => {
    const schema = objectEnvelope(z.object({ id: z.number() }));
    expect(schema.safeParse({ header, body: { type: 'OBJECT_RESPONSE', result: { id: 1 } } }).success).toBe(
      true,
    );
    expect(schema.safeParse({ header, body: { type: 'LIST_RESPONSE', result: { id: 1 } } }).success).toBe(
      false,
    );
  });

  it('describe list answers item by item', () => {
    const schema = listEnvelope(z.object({ id: z.number() }));
    expect(
      schema.safeParse({ header, body: { type: 'LIST_RESPONSE', result: [{ id: 1 }, { id: 'x' }] } }).success,
    ).toBe(false);
  });

  it('carry field errors on an error answer', () => {
    const parsed = errorEnvelope.parse({
      header: { ...header, statusCode: 'required', messageType: 'ERROR' },
      body: { type: 'OBJECT_RESPONSE', result: { fieldErrors: [{ field: 'amount', key: 'required' }] } },
    });
    expect(parsed.body.result?.fieldErrors[0]?.field).toBe('amount');
  });
});

describe('device descriptor', () => {
  const device = {
    isInTunisia: true,
    deviceType: 'browser',
    os: 'Linux',
    version: '1',
    appVersion: '1.10.15',
    deviceId: '0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0',
    playerId: null,
    platform: 'WEB',
  };

  it('accepts the descriptor the web app sends', () => {
    expect(deviceDescriptorSchema.safeParse(device).success).toBe(true);
  });

  it('refuses an unknown platform and a missing device id', () => {
    expect(deviceDescriptorSchema.safeParse({ ...device, platform: 'TV' }).success).toBe(false);
    const { deviceId: _omitted, ...withoutId } = device;
    expect(deviceDescriptorSchema.safeParse(withoutId).success).toBe(false);
  });
});
