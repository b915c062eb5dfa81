import { describe, expect, it } from 'vitest';
import { shouldShowFirstOpen } from './first-open';

const desktop = { isNative: false, isStandalone: false, isPhoneWidth: false, stored: null };

describe('first open (tutorial, then the push prompt)', () => {
  it('shows on a phone: in a shell, the installed app or a narrow browser', () => {
    expect(shouldShowFirstOpen({ ...desktop, isNative: true })).toBe(true);
    expect(shouldShowFirstOpen({ ...desktop, isStandalone: true })).toBe(true);
    expect(shouldShowFirstOpen({ ...desktop, isPhoneWidth: true })).toBe(true);
    expect(shouldShowFirstOpen(desktop)).toBe(false);
  });

  it('shows once per install', () => {
    expect(shouldShowFirstOpen({ ...desktop, isNative: true, stored: 'done' })).toBe(false);
  });
});
