/**
 * The early repayment as a coded call: sent first without a code; on OTP.300 the challenge is kept
 * for the shared challenge step; once verified, the same call goes again with `challenge-key` and
 * the same `Idempotency-Key`, so a retry never repays twice.
 */

import type { EarlyRepaymentReceipt } from '@baraka/contracts/financing/schemas';
import type { Challenge } from '@baraka/contracts/identity/challenges';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { readChallenge } from '../../../lib/challenges';
import { createUuid } from '../../../lib/random';
import { repayEarly } from '../api/early-repayment';

export function useEarlyRepayment(loanId: string) {
  const queryClient = useQueryClient();
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [receipt, setReceipt] = useState<EarlyRepaymentReceipt | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const [idempotencyKey] = useState(createUuid);

  const run = (challengeKey?: string) => {
    setIsBusy(true);
    setError(null);
    repayEarly(loanId, { challengeKey, idempotencyKey })
      .then(async (result) => {
        setChallenge(null);
        setReceipt(result);
        // Balances, the financing and its schedule have all changed.
        await queryClient.invalidateQueries();
      })
      .catch((caught: unknown) => {
        const next = readChallenge(caught);
        setChallenge(next);
        if (!next) {
          setError(caught);
        }
      })
      .finally(() => setIsBusy(false));
  };

  return {
    challenge,
    error,
    receipt,
    isBusy,
    start: () => run(),
    complete: (key: string | undefined) => run(key || challenge?.challengeKey),
    cancel: () => setChallenge(null),
  };
}
