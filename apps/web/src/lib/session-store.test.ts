import { afterEach, describe, expect, it } from 'vitest';
import { endSession, getSession, hasPermission, isSignedIn, startSession } from './session-store';

afterEach(() => {
  endSession();
});

describe('session store', () => {
  it('answers what the role grants, and nothing once signed out', () => {
    startSession({
      accessToken: null,
      isDemo: false,
      universe: 'premium',
      permissions: [
        {
          serviceName: 'LOCAL_TRANSFER',
          processName: 'CREATE',
          category: 'TRANSFER',
          channels: ['WEB'],
          accessLevel: 'ALL',
        },
      ],
    });
    expect(isSignedIn()).toBe(true);
    expect(hasPermission(getSession(), 'LOCAL_TRANSFER', 'CREATE')).toBe(true);
    expect(hasPermission(getSession(), 'LOCAL_TRANSFER', 'DELETE')).toBe(false);

    endSession();
    expect(hasPermission(getSession(), 'LOCAL_TRANSFER', 'CREATE')).toBe(false);
    expect(getSession().universe).toBe('start');
  });

  it('keeps no token of the web channel anywhere', () => {
    startSession({ accessToken: null, isDemo: false, universe: 'start' });
    expect(getSession().accessToken).toBeNull();
  });
});
