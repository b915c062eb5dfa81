import { describe, expect, it } from 'vitest';
import { isPublicReferenceRequest, isStorablePublicAnswer } from './cache-rules';

const ORIGIN = 'https://banque.example';
const request = (path: string, init: RequestInit = {}) => {
  const url = new URL(path, ORIGIN);
  return [new Request(url, init), url, ORIGIN] as const;
};
const answer = (headers: Record<string, string>, status = 200) => new Response('{}', { status, headers });

describe('what the service worker may keep', () => {
  it('looks only at public GET calls of the gateway, without a Bearer token', () => {
    expect(isPublicReferenceRequest(...request('/gateway/api/currencies/all'))).toBe(true);
    expect(isPublicReferenceRequest(...request('/gateway/api/currencies/all', { method: 'POST' }))).toBe(
      false,
    );
    expect(isPublicReferenceRequest(...request('/gateway/secure/session'))).toBe(false);
    expect(
      isPublicReferenceRequest(...request('/gateway/cards', { headers: { Authorization: 'Bearer abc' } })),
    ).toBe(false);
    expect(
      isPublicReferenceRequest(
        new Request('https://tiles.example/gateway/x'),
        new URL('https://tiles.example/gateway/x'),
        ORIGIN,
      ),
    ).toBe(false);
  });

  it('stores only answers the API marks as the same for every caller', () => {
    expect(isStorablePublicAnswer(answer({ 'cache-control': 'public, max-age=300' }))).toBe(true);
    expect(isStorablePublicAnswer(answer({ 'cache-control': 'no-store' }))).toBe(false);
    expect(isStorablePublicAnswer(answer({ 'cache-control': 'private, max-age=60' }))).toBe(false);
    expect(isStorablePublicAnswer(answer({}))).toBe(false);
    expect(isStorablePublicAnswer(answer({ 'cache-control': 'public, max-age=300' }, 404))).toBe(false);
    expect(isStorablePublicAnswer(answer({ 'cache-control': 'public', 'set-cookie': 'a=b' }))).toBe(false);
  });
});
