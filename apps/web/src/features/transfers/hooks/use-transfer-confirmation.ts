/**
 * Runs the confirmation of one reviewed transfer (utils/confirmation.ts): the order, the code,
 * the booking with the confirmation's idempotency key, a retry with that same key after a lost
 * answer. The state lives in a ref as well, so a second click in the same instant sees the first.
 */
import type { Challenge, ContinueResult } from '@baraka/contracts/identity/challenges';
import {
  type TransferDetail,
  type TransferQuote,
  transferQuoteSchema,
} from '@baraka/contracts/transfers/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { invalidateAccountAnswers } from '../../../api/accounts';
import { readChallenge } from '../../../lib/challenges';
import { createUuid } from '../../../lib/random';
import { invalidateTransferAnswers } from '../../../lib/transfer-answers';
import { sendTransfer } from '../api/send-transfer';
import { type ConfirmationEvent, type ConfirmationState, IDLE, transition } from '../utils/confirmation';
import type { TransferRequest } from '../utils/transfer-draft';
import { classifyTransferFailure } from '../utils/transfer-failure';

/** OTP.300 of a transfer carries the quote the code will confirm, fresher than the review's. */
const readChallengeQuote = (challenge: Challenge): TransferQuote | null => {
  if (!('quote' in challenge)) {
    return null;
  }
  const quote = transferQuoteSchema.safeParse(challenge.quote);
  return quote.success ? quote.data : null;
};

export function useTransferConfirmation(
  request: TransferRequest,
  onBooked: (transfer: TransferDetail) => void,
) {
  const queryClient = useQueryClient();
  const stateRef = useRef<ConfirmationState>(IDLE);
  const [state, setState] = useState<ConfirmationState>(IDLE);
  const [challengeQuote, setChallengeQuote] = useState<TransferQuote | null>(null);

  const dispatch = (event: ConfirmationEvent): ConfirmationState => {
    const next = transition(stateRef.current, event);
    stateRef.current = next;
    setState(next);
    return next;
  };

  const send = async (key: string, challengeKey: string | null) => {
    try {
      const transfer = await sendTransfer(request, key, challengeKey);
      dispatch({ type: 'booked', transfer });
      // Balances, today's use of the limits and the transfer lists have all changed.
      void invalidateAccountAnswers(queryClient);
      void invalidateTransferAnswers(queryClient);
      onBooked(transfer);
    } catch (error) {
      const challenge = readChallenge(error);
      if (challenge) {
        setChallengeQuote(readChallengeQuote(challenge));
        dispatch({ type: 'challenged', challenge });
        return;
      }
      dispatch({ type: 'failed', failure: classifyTransferFailure(error) });
    }
  };

  const start = (next: ConfirmationState, before: ConfirmationState) => {
    if (next === before) {
      return;
    }
    if (next.step === 'sending') {
      void send(next.key, null);
    } else if (next.step === 'booking') {
      void send(next.key, next.challengeKey);
    }
  };

  /** Confirms, or after a lost answer sends the same booking again. */
  const confirm = () => {
    const before = stateRef.current;
    start(dispatch({ type: 'confirm', newKey: createUuid() }), before);
  };

  const completeChallenge = (result: ContinueResult) => {
    const before = stateRef.current;
    start(dispatch({ type: 'verified', challengeKey: result.key }), before);
  };

  const cancel = () => {
    dispatch({ type: 'cancel' });
  };

  return { state, challengeQuote, confirm, completeChallenge, cancel };
}
