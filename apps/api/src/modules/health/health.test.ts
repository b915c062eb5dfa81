import { healthSchema, objectEnvelope } from '@baraka/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const expectedDriver = process.env.DATABASE_URL ? 'postgres' : 'pglite';

describe('GET /gateway/health', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('answers a success envelope with the database and the queue up', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/gateway/health' });

    expect(response.statusCode).toBe(200);
    const envelope = objectEnvelope(healthSchema).parse(response.json());
    expect(envelope.header).toMatchObject({
      statusCode: '000',
      messageType: 'SUCCESS',
      description: 'Success',
      errorMsg: null,
      requestId: response.headers['x-request-id'],
    });
    expect(envelope.body.type).toBe('OBJECT_RESPONSE');
    expect(envelope.body.result).toMatchObject({
      status: 'UP',
      database: { status: 'UP', driver: expectedDriver },
      queue: { status: 'UP' },
    });
    expect(envelope.body.result.database.latencyMs).toBeGreaterThanOrEqual(0);
  });

  it('answers over real HTTP and echoes a sane x-request-id', async () => {
    const address = await testApp.app.listen({ port: 0, host: '127.0.0.1' });

    const response = await fetch(`${address}/gateway/health`, {
      headers: { 'x-request-id': 'probe-12345678' },
    });

    expect(response.status).toBe(200);
    expect(response.headers.get('x-request-id')).toBe('probe-12345678');
    const body = (await response.json()) as { header: { requestId: string } };
    expect(body.header.requestId).toBe('probe-12345678');
  });

  it('replaces an x-request-id that could forge log lines', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/gateway/health',
      headers: { 'x-request-id': 'bad id\nwith newline' },
    });

    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers 503 with the health body when the queue is down', async () => {
    await testApp.queue.stop();

    const response = await testApp.app.inject({
      method: 'GET',
      url: '/gateway/health',
      headers: { language: 'en' },
    });

    expect(response.statusCode).toBe(503);
    const envelope = response.json();
    expect(envelope.header).toMatchObject({
      statusCode: 'COMMON.SERVICE_UNAVAILABLE',
      messageType: 'ERROR',
      errorMsg: 'Service temporarily unavailable.',
    });
    expect(envelope.body.result).toMatchObject({
      status: 'DOWN',
      database: { status: 'UP' },
      queue: { status: 'DOWN' },
    });
  });
});
