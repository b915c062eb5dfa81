/**
 * The confirmation of one reviewed transfer as a state machine: send the order, answer the
 * one-time code, book, show the receipt. One idempotency key per confirmation, kept through the
 * code and every retry after a lost answer, so a double click or a retry never books twice; a
 * refusal ends the confirmation, and the next one gets a new key.
 */
import type { Challenge } from '@baraka/contracts/identity/challenges';
import type { TransferDetail } from '@baraka/contracts/transfers/schemas';
import type { TransferFailure } from './transfer-failure';

export type ConfirmationState =
  | { step: 'idle' }
  /** The order without a code: books own-account transfers, asks the code for the others. */
  | { step: 'sending'; key: string }
  | { step: 'challenge'; key: string; challenge: Challenge }
  /** The same order with the verified code. */
  | { step: 'booking'; key: string; challengeKey: string }
  /** No answer came back: the booking may have happened, so only the same key may be sent again. */
  | { step: 'interrupted'; key: string; challengeKey: string | null; message: string }
  | { step: 'failed'; failure: TransferFailure }
  | { step: 'booked'; transfer: TransferDetail };

export type ConfirmationEvent =
  /** `newKey` is used only when no confirmation is under way. */
  | { type: 'confirm'; newKey: string }
  | { type: 'challenged'; challenge: Challenge }
  | { type: 'verified'; challengeKey: string }
  | { type: 'booked'; transfer: TransferDetail }
  | { type: 'failed'; failure: TransferFailure }
  | { type: 'cancel' };

export const IDLE: ConfirmationState = { step: 'idle' };

export function isBusy(state: ConfirmationState): boolean {
  return state.step === 'sending' || state.step === 'booking';
}

function onConfirm(state: ConfirmationState, newKey: string): ConfirmationState {
  switch (state.step) {
    case 'idle':
    case 'failed':
      return { step: 'sending', key: newKey };
    case 'interrupted':
      return state.challengeKey
        ? { step: 'booking', key: state.key, challengeKey: state.challengeKey }
        : { step: 'sending', key: state.key };
    default:
      // Already sending, waiting for the code or booked: a second click changes nothing.
      return state;
  }
}

function onFailed(state: ConfirmationState, failure: TransferFailure): ConfirmationState {
  if (state.step !== 'sending' && state.step !== 'booking') {
    return state;
  }
  if (failure.kind === 'interrupted') {
    const challengeKey = state.step === 'booking' ? state.challengeKey : null;
    return { step: 'interrupted', key: state.key, challengeKey, message: failure.message };
  }
  return { step: 'failed', failure };
}

export function transition(state: ConfirmationState, event: ConfirmationEvent): ConfirmationState {
  switch (event.type) {
    case 'confirm':
      return onConfirm(state, event.newKey);
    case 'challenged':
      return state.step === 'sending' || state.step === 'booking'
        ? { step: 'challenge', key: state.key, challenge: event.challenge }
        : state;
    case 'verified':
      return state.step === 'challenge'
        ? { step: 'booking', key: state.key, challengeKey: event.challengeKey }
        : state;
    case 'booked':
      return state.step === 'sending' || state.step === 'booking'
        ? { step: 'booked', transfer: event.transfer }
        : state;
    case 'failed':
      return onFailed(state, event.failure);
    case 'cancel':
      // An interrupted booking keeps its key: it may have gone through.
      return state.step === 'challenge' || state.step === 'failed' ? IDLE : state;
  }
}
