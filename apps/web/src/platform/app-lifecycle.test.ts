import { describe, expect, it } from 'vitest';
import { decideOnResume, watchAppLifecycle } from './app-lifecycle';
import { createFakeDevice } from './fake-runtime';
import { createNativePlatform } from './native';

const TIMING = { idleMs: 600_000, pingMs: 120_000 };

describe('the app in the background (spec §9: idle 600 s, ping 120 s)', () => {
  it('decides from the time spent away', () => {
    expect(decideOnResume(30_000, TIMING)).toBe('nothing');
    expect(decideOnResume(120_000, TIMING)).toBe('ping');
    expect(decideOnResume(599_999, TIMING)).toBe('ping');
    expect(decideOnResume(600_000, TIMING)).toBe('lock');
  });

  it('locks a signed-in session left 10 minutes, pings one left 3, and leaves visitors alone', async () => {
    const device = createFakeDevice();
    const platform = await createNativePlatform(device.runtime, { gatewayOrigin: '' });
    let now = 0;
    let isSignedIn = true;
    const seen: string[] = [];
    const stop = watchAppLifecycle(platform, {
      now: () => now,
      timing: () => TIMING,
      isSignedIn: () => isSignedIn,
      lock: () => seen.push('lock'),
      ping: () => seen.push('ping'),
    });
    const away = (ms: number) => {
      device.setActive(false);
      now += ms;
      device.setActive(true);
    };
    away(180_000);
    away(10_000);
    away(600_000);
    isSignedIn = false;
    away(900_000);
    expect(seen).toEqual(['ping', 'lock']);
    stop();
  });
});
