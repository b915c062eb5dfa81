/**
 * Sign-in inside the mobile shell, against a fake device and a fake gateway: the provider's page
 * opens in the system browser with a PKCE S256 challenge, comes back through the app's URL, the code
 * is exchanged with the matching verifier as the mobile channel, and the Bearer token lands in the
 * secure store.
 */
import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endSession, getSession, isSignedIn, subscribeSession } from '../../../lib/session-store';
import { setPlatform } from '../../../platform';
import { createFakeDevice, type FakeDevice } from '../../../platform/fake-runtime';
import { createNativePlatform, TOKEN_KEY } from '../../../platform/native';
import { syncSessionToken } from '../../../platform/session-token';
import { envelope, LOGIN_RESULT, stubShellGlobals } from '../../../platform/testing-shell';
import { webPlatform } from '../../../platform/web';
import { beginLogin, completeLogin } from './login-flow';

const GATEWAY = 'https://online.albaraka.example';
const REDIRECT = 'tn.albaraka.baraka://auth/callback';

type Provider = {
  challenge: string | null;
  method: string | null;
  state: string | null;
  redirect: string | null;
};
type Sent = { url: string; headers: Headers; body: Record<string, string> | null };

let device: FakeDevice;
let localStorageFake: Storage;
let provider: Provider;
let sent: Sent[];
let stopSync: () => void;

beforeEach(async () => {
  device = createFakeDevice();
  provider = { challenge: null, method: null, state: null, redirect: null };
  sent = [];
  localStorageFake = stubShellGlobals().localStorage;
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, string>) : null;
    sent.push({ url, headers: new Headers(init.headers), body });
    if (url === `${GATEWAY}/gateway/api/oidc/start`) {
      return envelope({
        authUrl: `${GATEWAY}/idp/auth`,
        client_id: 'baraka-mobile',
        redirect_uri: REDIRECT,
        responseType: 'code',
        scope: 'openid offline_access',
        codeChallengeMethod: 'S256',
      });
    }
    if (url === `${GATEWAY}/gateway/login`) {
      // The provider's check (RFC 7636 §4.6): BASE64URL(SHA256(code_verifier)) equals the challenge.
      const derived = createHash('sha256')
        .update(body?.codeVerifier ?? '')
        .digest('base64url');
      if (body?.code !== 'code-123' || derived !== provider.challenge) {
        return new Response('{}', { status: 400 });
      }
      return envelope(LOGIN_RESULT);
    }
    return new Response('{}', { status: 404 });
  });
  // The provider's page: remembers the challenge and sends the person back through the app's URL.
  device.onBrowserOpen = (url) => {
    const page = new URL(url);
    provider = {
      challenge: page.searchParams.get('code_challenge'),
      method: page.searchParams.get('code_challenge_method'),
      state: page.searchParams.get('state'),
      redirect: page.searchParams.get('redirect_uri'),
    };
    device.openAppUrl(`${REDIRECT}?code=code-123&state=${provider.state}`);
  };
  const platform = await createNativePlatform(device.runtime, { gatewayOrigin: GATEWAY });
  setPlatform(platform);
  stopSync = syncSessionToken(platform, {
    subscribe: subscribeSession,
    read: () => ({ isSignedIn: isSignedIn(), accessToken: getSession().accessToken }),
  });
});

afterEach(() => {
  stopSync();
  endSession();
  setPlatform(webPlatform);
  vi.unstubAllGlobals();
});

describe('sign-in from the mobile shell', () => {
  it('goes through the system browser with PKCE S256 and keeps the token in the secure store', async () => {
    await beginLogin({ redirectPath: '/accounts' });

    expect(device.openedUrls).toHaveLength(1);
    expect(device.openedUrls[0]).toMatch(/^https:\/\/online\.albaraka\.example\/idp\/auth\?/);
    expect(provider.method).toBe('S256');
    expect(provider.challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(provider.redirect).toBe(REDIRECT);
    expect(device.browserCloses).toBe(1);

    const hash = (window.location as { hash: string }).hash;
    expect(hash).toMatch(/^#\/auth\/callback\?/);
    const outcome = await completeLogin(new URLSearchParams(hash.split('?')[1]));

    expect(outcome).toMatchObject({ status: 'signed-in', redirectPath: '/accounts' });
    const exchange = sent.find((call) => call.url.endsWith('/gateway/login'));
    expect(exchange?.headers.get('Channel')).toBe('MOB');
    expect(JSON.parse(exchange?.headers.get('Device') ?? '{}')).toMatchObject({
      platform: 'MOB',
      os: 'Android',
      deviceType: 'Pixel 8',
      deviceId: 'a1b2c3d4e5f60718',
    });
    expect(exchange?.body?.codeVerifier).not.toBe(provider.challenge);
    expect(getSession().accessToken).toBe('mobile-bearer-token');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(device.secureStore.get(TOKEN_KEY)).toBe('mobile-bearer-token');
    for (let index = 0; index < localStorageFake.length; index++) {
      const key = localStorageFake.key(index) ?? '';
      expect(localStorageFake.getItem(key)).not.toContain('mobile-bearer-token');
    }
  });

  it('refuses a return whose state is not the one it sent', async () => {
    device.onBrowserOpen = () => device.openAppUrl(`${REDIRECT}?code=code-456&state=forged`);
    await beginLogin({ redirectPath: null });
    const hash = (window.location as { hash: string }).hash;
    await expect(completeLogin(new URLSearchParams(hash.split('?')[1]))).rejects.toMatchObject({
      reason: 'failed',
    });
    expect(device.secureStore.has(TOKEN_KEY)).toBe(false);
  });
});
