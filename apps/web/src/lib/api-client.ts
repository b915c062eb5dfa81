/** Calls the gateway: adds the channel headers, unwraps the `{header, body}` envelope, throws ApiError. */

import type { EnvelopeHeader, FieldError } from '@baraka/contracts/shared/envelope';
import { ERROR_CODES, MESSAGE_TYPES, type MessageType, SUCCESS_CODE } from '@baraka/contracts/shared/errors';
import { HEADER_NAMES } from '@baraka/contracts/shared/names';
import { getPlatform } from '../platform';
import { getRestoredToken } from '../platform/session-token';
import { ApiError, getErrorMessage } from './api-error';
import { emitAppEvent } from './app-events';
import { getDeviceDescriptor } from './device';
import { getCurrentLanguage } from './i18n';
import { getSession } from './session-store';

export const GATEWAY_PREFIX = '/gateway/';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryValue = string | number | boolean | null | undefined;
export type ApiRequestOptions = {
  method?: HttpMethod;
  body?: unknown;
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  /** Extra headers, e.g. `challenge-key` when an operation is sent again after its challenge. */
  headers?: Record<string, string>;
};

const inFlight = new Set<AbortController>();
let lastActivityAt = 0;

/** `/gateway/<path>?<query>`; empty query values are left out. */
export function buildGatewayUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== null && value !== undefined && value !== '') {
      params.set(key, String(value));
    }
  }
  const search = params.toString();
  // Inside a shell the app is served from the device: the gateway is the bank's address.
  return `${getPlatform().gatewayOrigin}${GATEWAY_PREFIX}${path.replace(/^\/+/, '')}${search ? `?${search}` : ''}`;
}

function buildHeaders(hasBody: boolean, extra: Record<string, string> = {}): Headers {
  const headers = new Headers({ ...extra, Accept: 'application/json' });
  headers.set(HEADER_NAMES.device, JSON.stringify(getDeviceDescriptor()));
  headers.set(HEADER_NAMES.channel, getPlatform().channel);
  headers.set(HEADER_NAMES.language, getCurrentLanguage());
  const accessToken = getSession().accessToken ?? getRestoredToken();
  if (accessToken) {
    headers.set(HEADER_NAMES.authorization, `Bearer ${accessToken}`);
  }
  if (hasBody && !headers.has('Content-Type')) {
    headers.set('Content-Type', 'application/json');
  }
  return headers;
}

/** The headers of a call made outside `apiRequest` (a live event stream read with fetch). */
export const buildCallHeaders = (): Headers => buildHeaders(false);

type EnvelopeLike = { header: EnvelopeHeader; body: { result: unknown } | null };

function isEnvelope(value: unknown): value is EnvelopeLike {
  if (typeof value !== 'object' || value === null || !('header' in value)) {
    return false;
  }
  const { header } = value as { header: unknown };
  return (
    typeof header === 'object' && header !== null && typeof (header as EnvelopeHeader).statusCode === 'string'
  );
}

function readFieldErrors(body: EnvelopeLike['body']): FieldError[] {
  const result = body?.result;
  if (typeof result === 'object' && result !== null && 'fieldErrors' in result) {
    const { fieldErrors } = result as { fieldErrors: unknown };
    return Array.isArray(fieldErrors) ? (fieldErrors as FieldError[]) : [];
  }
  return [];
}

function readMessageType(value: unknown): MessageType {
  return (MESSAGE_TYPES as readonly unknown[]).includes(value) ? (value as MessageType) : 'ERROR';
}

async function unwrapResponse<T>(response: Response, signal?: AbortSignal): Promise<T> {
  const payload: unknown = await response.json().catch((cause: unknown) => {
    // Left while the body was still arriving (a page unmounted): a cancellation, not a server error.
    if (signal?.aborted) {
      throw signal.reason ?? cause;
    }
    return null;
  });
  const requestIdHeader = response.headers.get('x-request-id');
  if (isEnvelope(payload) && payload.header.statusCode === SUCCESS_CODE) {
    return payload.body?.result as T;
  }
  // Not an envelope at all (a proxy's error page, an empty body) counts as the default server error.
  const header = isEnvelope(payload) ? payload.header : null;
  const code = header?.statusCode ?? ERROR_CODES.DEFAULT_ERROR.code;
  const error = new ApiError({
    code,
    message: getErrorMessage(code, header?.errorMsg),
    messageType: readMessageType(header?.messageType),
    fieldErrors: isEnvelope(payload) ? readFieldErrors(payload.body) : [],
    httpStatus: response.ok && header === null ? 502 : response.status,
    requestId: header?.requestId ?? requestIdHeader,
    details: isEnvelope(payload) ? (payload.body?.result ?? null) : null,
  });
  if (error.isServerError) {
    emitAppEvent('error-handled', { requestId: error.requestId });
  }
  if (code === ERROR_CODES.EXPIRED_SESSION.code) {
    emitAppEvent('session-expired', {});
  }
  throw error;
}

/** Aborts `controller` when the caller's own signal aborts; returns the clean-up. */
function followSignal(signal: AbortSignal | undefined, controller: AbortController): () => void {
  if (!signal) {
    return () => {};
  }
  if (signal.aborted) {
    controller.abort(signal.reason);
    return () => {};
  }
  const abort = () => controller.abort(signal.reason);
  signal.addEventListener('abort', abort, { once: true });
  return () => signal.removeEventListener('abort', abort);
}

/** A file goes as its own bytes, typed by the file; anything else as JSON. */
const encodeBody = (body: unknown, headers: Record<string, string> = {}) =>
  body instanceof Blob
    ? { body, headers: { ...headers, 'Content-Type': body.type || 'application/octet-stream' } }
    : { body: body === undefined ? undefined : JSON.stringify(body), headers };

export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  return sendRequest(path, options, (response, signal) => unwrapResponse<T>(response, signal));
}

/** A call answering a file (a stored document): the bytes on success, the usual ApiError otherwise. */
export async function apiRequestBlob(path: string, options: ApiRequestOptions = {}): Promise<Blob> {
  return sendRequest(path, options, (response, signal) =>
    response.ok && !response.headers.get('content-type')?.includes('application/json')
      ? response.blob()
      : unwrapResponse<Blob>(response, signal),
  );
}

/** An answer received offline is a kept copy (the browser's or the service worker's): say from when. */
function reportOfflineCopy(response: Response): void {
  const date = response.headers.get('date');
  if (!navigator.onLine && date) {
    emitAppEvent('served-from-cache', { cachedAt: new Date(date).toISOString() });
  }
}

async function sendRequest<T>(
  path: string,
  options: ApiRequestOptions,
  read: (response: Response, signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const { method = 'GET', query, signal } = options;
  const { body, headers } = encodeBody(options.body, options.headers);
  const controller = new AbortController();
  const unfollow = followSignal(signal, controller);
  inFlight.add(controller);
  try {
    let response: Response;
    try {
      response = await fetch(buildGatewayUrl(path, query), {
        method,
        headers: buildHeaders(body !== undefined, headers),
        body,
        credentials: 'same-origin',
        signal: controller.signal,
      });
    } catch (cause) {
      if (controller.signal.aborted) {
        throw controller.signal.reason ?? cause;
      }
      const code = 'COMMON.NO_INTERNET_CONNECTION';
      throw new ApiError({
        code,
        message: getErrorMessage(code),
        messageType: 'ERROR',
        fieldErrors: [],
        httpStatus: 0,
        requestId: null,
      });
    }
    reportOfflineCopy(response);
    return await read(response, controller.signal);
  } finally {
    inFlight.delete(controller);
    lastActivityAt = Date.now();
    unfollow();
  }
}

/**
 * Resolves once no call has been waiting for `quietMs` (or when `signal` aborts): a long-lived
 * connection (the live notification stream) opens after the page's own first calls, never among them.
 */
export function whenCallsQuiet(quietMs: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (signal.aborted || (inFlight.size === 0 && Date.now() - lastActivityAt >= quietMs)) {
        clearInterval(timer);
        resolve();
      }
    };
    const timer = setInterval(check, Math.max(50, quietMs / 4));
    check();
  });
}

/** Aborts every request still waiting for an answer (used on logout). */
export function cancelAllRequests(): void {
  for (const controller of inFlight) {
    controller.abort(new DOMException('Request cancelled', 'AbortError'));
  }
  inFlight.clear();
}
