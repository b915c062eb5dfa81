import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import frErrors from '../locales/fr/errors.json';
import { apiRequest, buildGatewayUrl, cancelAllRequests } from './api-client';
import { ApiError } from './api-error';
import { onAppEvent } from './app-events';
import { i18n } from './i18n';
import { endSession, startSession } from './session-store';

type Call = { url: string; init: RequestInit };

function envelope(statusCode: string, result: unknown, extra: Record<string, unknown> = {}) {
  return {
    header: {
      statusCode,
      errorMsg: null,
      key: null,
      description: null,
      providerCode: null,
      providerDescription: null,
      messageType: statusCode === '000' ? 'SUCCESS' : 'ERROR',
      ...extra,
    },
    body: { type: 'OBJECT_RESPONSE', result },
  };
}

function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

let calls: Call[] = [];

function stubFetch(respond: (call: Call) => Promise<Response>): void {
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    const call = { url, init };
    calls.push(call);
    return respond(call);
  });
}

beforeAll(async () => {
  i18n.changeLanguage('fr');
  i18n.addResourceBundle('fr', 'errors', frErrors);
});

beforeEach(() => {
  calls = [];
  vi.stubGlobal('navigator', { userAgent: 'Mozilla/5.0 (X11; Linux x86_64)', onLine: true });
});

afterEach(() => {
  vi.unstubAllGlobals();
  endSession();
});

describe('buildGatewayUrl', () => {
  it('prefixes /gateway/ and leaves empty query values out', () => {
    expect(buildGatewayUrl('/api/faq/list', { page: 2, q: '', x: null })).toBe(
      '/gateway/api/faq/list?page=2',
    );
    expect(buildGatewayUrl('health')).toBe('/gateway/health');
  });
});

describe('apiRequest', () => {
  it('sends the channel headers and returns the envelope result', async () => {
    stubFetch(async () => answer(200, envelope('000', { id: 7 })));
    await expect(apiRequest('api/thing', { method: 'POST', body: { a: 1 } })).resolves.toEqual({ id: 7 });
    const [call] = calls;
    const headers = new Headers(call?.init.headers);
    expect(call?.url).toBe('/gateway/api/thing');
    expect(call?.init.credentials).toBe('same-origin');
    expect(call?.init.body).toBe('{"a":1}');
    expect(headers.get('channel')).toBe('WEB');
    expect(headers.get('language')).toBe('fr');
    expect(headers.get('authorization')).toBeNull();
    const device = JSON.parse(headers.get('device') ?? '{}');
    expect(device).toMatchObject({ isInTunisia: true, deviceType: 'browser', os: 'Linux', platform: 'WEB' });
    expect(device.appVersion).toBe('1.10.15');
    expect(device.deviceId.length).toBeGreaterThanOrEqual(8);
  });

  it('adds the bearer token only while one is held', async () => {
    stubFetch(async () => answer(200, envelope('000', true)));
    startSession({ accessToken: 'token-1', isDemo: false, universe: 'start' });
    await apiRequest('secure/x');
    expect(new Headers(calls[0]?.init.headers).get('authorization')).toBe('Bearer token-1');
  });

  it('throws an ApiError with the translated message, field errors and request id', async () => {
    stubFetch(async () =>
      answer(
        400,
        envelope(
          'COMMON.INVALID_REQUEST',
          { fieldErrors: [{ field: 'cin', key: 'invalidCin' }] },
          { requestId: 'r-1' },
        ),
      ),
    );
    const error = await apiRequest('api/x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: 'COMMON.INVALID_REQUEST',
      message: frErrors.COMMON.INVALID_REQUEST,
      httpStatus: 400,
      requestId: 'r-1',
      fieldErrors: [{ field: 'cin', key: 'invalidCin' }],
    });
  });

  it("falls back to the server's text, then to the default message", async () => {
    stubFetch(async () => answer(409, envelope('SOMETHING.NEW', null, { errorMsg: 'Texte du serveur' })));
    await expect(apiRequest('api/x')).rejects.toMatchObject({ message: 'Texte du serveur' });
    stubFetch(async () => answer(409, envelope('SOMETHING.NEW', null)));
    await expect(apiRequest('api/x')).rejects.toMatchObject({ message: frErrors.COMMON.DEFAULT_ERROR_MSG });
  });

  it('announces server errors so the default error modal opens', async () => {
    const handled = vi.fn();
    const stop = onAppEvent('error-handled', handled);
    stubFetch(async () => answer(500, envelope('COMMON.DEFAULT_ERROR_MSG', null, { requestId: 'r-9' })));
    await expect(apiRequest('api/x')).rejects.toBeInstanceOf(ApiError);
    stubFetch(async () => new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(apiRequest('api/x')).rejects.toMatchObject({
      code: 'COMMON.DEFAULT_ERROR_MSG',
      httpStatus: 502,
    });
    stop();
    expect(handled).toHaveBeenNthCalledWith(1, { requestId: 'r-9' });
    expect(handled).toHaveBeenCalledTimes(2);
  });

  it('announces an expired session so the app logs out, and nothing else', async () => {
    const expired = vi.fn();
    const stop = onAppEvent('session-expired', expired);
    stubFetch(async () => answer(401, envelope('AUTH.LOGIN.EXPIRED_SESSION', null)));
    await expect(apiRequest('secure/x')).rejects.toMatchObject({ code: 'AUTH.LOGIN.EXPIRED_SESSION' });
    stubFetch(async () => answer(401, envelope('COMMON.UNAUTHORIZED', null)));
    await expect(apiRequest('secure/x')).rejects.toMatchObject({ httpStatus: 401 });
    stop();
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('reports a network failure as COMMON.NO_INTERNET_CONNECTION', async () => {
    stubFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(apiRequest('api/x')).rejects.toMatchObject({
      code: 'COMMON.NO_INTERNET_CONNECTION',
      httpStatus: 0,
      message: frErrors.COMMON.NO_INTERNET_CONNECTION,
    });
  });

  it('cancels every pending request, and each one on its own signal', async () => {
    stubFetch(
      ({ init }) =>
        new Promise<Response>((_, reject) => {
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    const first = apiRequest('api/slow');
    const second = apiRequest('api/slow');
    cancelAllRequests();
    await expect(first).rejects.toMatchObject({ name: 'AbortError' });
    await expect(second).rejects.toMatchObject({ name: 'AbortError' });

    const controller = new AbortController();
    const third = apiRequest('api/slow', { signal: controller.signal });
    controller.abort(new DOMException('left the page', 'AbortError'));
    await expect(third).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('reports a cancellation while the body arrives as one, never as a server error', async () => {
    const handled = vi.fn();
    const stop = onAppEvent('error-handled', handled);
    const controller = new AbortController();
    stubFetch(async ({ init }) => {
      const body = new ReadableStream({
        start(stream) {
          stream.enqueue(new TextEncoder().encode('{"header":'));
          init.signal?.addEventListener('abort', () => stream.error(init.signal?.reason));
        },
      });
      return new Response(body, { status: 200, headers: { 'content-type': 'application/json' } });
    });
    const pending = apiRequest('api/slow-body', { signal: controller.signal });
    await new Promise((resolve) => setTimeout(resolve, 0));
    controller.abort(new DOMException('left the page', 'AbortError'));
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    stop();
    expect(handled).not.toHaveBeenCalled();
  });
});
