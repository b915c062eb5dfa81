import { describe, expect, it } from 'vitest';
import { resolveRouteAccess } from './route-access.ts';

describe('resolveRouteAccess', () => {
  it('puts every /gateway/secure/ path behind a session, reads and writes by method', () => {
    expect(resolveRouteAccess('GET', '/gateway/secure/x')).toMatchObject({ auth: 'session', effect: 'read' });
    expect(resolveRouteAccess('POST', '/gateway/secure/x')).toMatchObject({
      auth: 'session',
      effect: 'write',
    });
    expect(
      resolveRouteAccess('POST', '/gateway/account/all', { auth: 'session', effect: 'read' }),
    ).toMatchObject({
      auth: 'session',
      effect: 'read',
    });
  });

  it('leaves other paths public unless they say otherwise', () => {
    expect(resolveRouteAccess('GET', '/gateway/api/currencies/all').auth).toBe('public');
  });

  it('refuses a secure path declared public, and a permission without a session', () => {
    expect(() => resolveRouteAccess('GET', '/gateway/secure/x', { auth: 'public' })).toThrow(
      /always needs a session/,
    );
    expect(() =>
      resolveRouteAccess('GET', '/gateway/api/x', {
        permission: { service: 'LOCAL_TRANSFER', process: 'VIEW' },
      }),
    ).toThrow(/needs auth 'session'/);
    expect(() => resolveRouteAccess('GET', '/gateway/secure/x', { cache: 'public' })).toThrow(
      /never cached publicly/,
    );
  });
});
