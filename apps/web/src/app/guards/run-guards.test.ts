import { afterEach, describe, expect, it } from 'vitest';
import { resetAvailableFeatures, setAvailableFeatures } from '../../lib/features';
import { endSession, startSession } from '../../lib/session-store';
import { runGuards } from './run-guards';

const url = (path: string) => new URL(`http://bank.test${path}`);

function signIn(): void {
  startSession({ accessToken: null, isDemo: false, universe: 'start' });
}

afterEach(() => {
  endSession();
  resetAvailableFeatures();
});

describe('runGuards', () => {
  it('sends a visitor to the login page and keeps where they were going', async () => {
    const result = await runGuards(
      { guards: ['common', 'auth', 'feature'], feature: 'TRANSFER' },
      url('/transfers?x=1'),
    );
    expect(result).toBe('/auth/login?redirectPath=%2Ftransfers%3Fx%3D1');
  });

  it('lets a signed-in customer through when the feature is offered', async () => {
    signIn();
    await expect(
      runGuards({ guards: ['common', 'auth', 'feature'], feature: 'CARDS' }, url('/cards')),
    ).resolves.toBeNull();
  });

  it('sends a customer whose pack lacks the feature to their dashboard, saying which one', async () => {
    signIn();
    setAvailableFeatures(['ACCOUNTS']);
    const result = await runGuards(
      { guards: ['common', 'auth', 'feature'], feature: 'CARDS' },
      url('/cards'),
    );
    expect(result).toBe('/private-dashboard?unavailable=CARDS');
  });

  it('checks sign-in before the feature, so visitors always reach the login page', async () => {
    setAvailableFeatures([]);
    const result = await runGuards(
      { guards: ['common', 'auth', 'feature'], feature: 'CARDS' },
      url('/cards'),
    );
    expect(result).toMatch(/^\/auth\/login\?/);
  });

  it('strips a lang parameter from the hash route (common guard)', async () => {
    const result = await runGuards({ guards: ['common'] }, url('/news?lang=fr&page=2'));
    expect(result).toBe('/news?page=2');
    await expect(runGuards({ guards: ['common'] }, url('/news'))).resolves.toBeNull();
  });
});
