import type { Challenge } from '@baraka/contracts/identity/challenges';
import type { TransferDetail } from '@baraka/contracts/transfers/schemas';
import { describe, expect, it } from 'vitest';
import { type ConfirmationEvent, type ConfirmationState, IDLE, isBusy, transition } from './confirmation';

const challenge = { challengeKey: 'challenge-1', step: 'OTP.300' } as Challenge;
const transfer = { id: 'transfer-1', status: 'COMPLETED' } as TransferDetail;
const run = (events: ConfirmationEvent[], from: ConfirmationState = IDLE) => events.reduce(transition, from);
const confirm = (newKey: string): ConfirmationEvent => ({ type: 'confirm', newKey });
const lost: ConfirmationEvent = { type: 'failed', failure: { kind: 'interrupted', message: 'offline' } };

describe('confirming a transfer', () => {
  it('sends, asks for the code, books with the same key', () => {
    const state = run([
      confirm('key-1'),
      { type: 'challenged', challenge },
      { type: 'verified', challengeKey: 'v-1' },
    ]);
    expect(state).toEqual({ step: 'booking', key: 'key-1', challengeKey: 'v-1' });
    expect(isBusy(state)).toBe(true);
    expect(transition(state, { type: 'booked', transfer })).toEqual({ step: 'booked', transfer });
  });

  it('ignores a second click while the first is on its way', () => {
    const sending = run([confirm('key-1')]);
    expect(transition(sending, confirm('key-2'))).toBe(sending);
    const booked = transition(sending, { type: 'booked', transfer });
    expect(transition(booked, confirm('key-3'))).toBe(booked);
  });

  it('sends the same booking again, same key and code, after a lost answer', () => {
    const booking = run([
      confirm('key-1'),
      { type: 'challenged', challenge },
      { type: 'verified', challengeKey: 'v-1' },
    ]);
    const interrupted = transition(booking, lost);
    expect(interrupted).toMatchObject({ step: 'interrupted', key: 'key-1', challengeKey: 'v-1' });
    expect(transition(interrupted, confirm('key-2'))).toEqual({
      step: 'booking',
      key: 'key-1',
      challengeKey: 'v-1',
    });
    // A lost answer cannot be dismissed: the transfer may have gone through under that key.
    expect(transition(interrupted, { type: 'cancel' })).toBe(interrupted);
  });

  it('resends an own-account transfer (no code) with its key after a lost answer', () => {
    const interrupted = run([confirm('key-1'), lost]);
    expect(transition(interrupted, confirm('key-2'))).toEqual({ step: 'sending', key: 'key-1' });
  });

  it('starts a new confirmation, with a new key, after a refusal or a voided code', () => {
    const voided = run([
      confirm('key-1'),
      { type: 'challenged', challenge },
      { type: 'verified', challengeKey: 'v-1' },
      { type: 'failed', failure: { kind: 'voided' } },
    ]);
    expect(voided).toEqual({ step: 'failed', failure: { kind: 'voided' } });
    expect(transition(voided, confirm('key-2'))).toEqual({ step: 'sending', key: 'key-2' });
  });

  it('keeps the key when the bank asks for the code again', () => {
    const asked = run([
      confirm('key-1'),
      { type: 'challenged', challenge },
      { type: 'verified', challengeKey: 'v-1' },
      { type: 'challenged', challenge },
    ]);
    expect(asked).toMatchObject({ step: 'challenge', key: 'key-1' });
  });

  it('goes back to the review when the code is cancelled', () => {
    expect(run([confirm('key-1'), { type: 'challenged', challenge }, { type: 'cancel' }])).toBe(IDLE);
  });
});
