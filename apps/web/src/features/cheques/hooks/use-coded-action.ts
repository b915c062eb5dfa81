/**
 * A cheque call that may ask for the one-time code (an order): sent first without
 * a code; on OTP.300 the challenge is kept for the shared challenge step; once verified, the same call
 * goes again with `challenge-key` and the same `Idempotency-Key` every time.
 */
import type { Challenge } from '@baraka/contracts/identity/challenges';
import { useState } from 'react';
import { readChallenge } from '../../../lib/challenges';
import { createUuid } from '../../../lib/random';
import type { Confirmation } from '../api/challenge-headers';

type Options<T> = {
  send: (confirmation: Confirmation) => Promise<T>;
  onDone: (result: T) => void;
  /** A money movement: one key for this confirmation, so a retry never moves the money twice. */
  isIdempotent?: boolean;
};

export function useCodedAction<T>({ send, onDone, isIdempotent = false }: Options<T>) {
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [isBusy, setIsBusy] = useState(false);
  const [idempotencyKey, setIdempotencyKey] = useState(createUuid);

  const run = (challengeKey?: string) => {
    setIsBusy(true);
    setError(null);
    send({ challengeKey, idempotencyKey: isIdempotent ? idempotencyKey : undefined })
      .then((result) => {
        setChallenge(null);
        onDone(result);
      })
      .catch((caught: unknown) => {
        const next = readChallenge(caught);
        if (next) {
          setChallenge(next);
          return;
        }
        setChallenge(null);
        setError(caught);
      })
      .finally(() => setIsBusy(false));
  };

  return {
    challenge,
    error,
    isBusy,
    start: () => run(),
    /** The challenge step's completion: the verified key sends the call again. */
    complete: (key: string | undefined) => run(key || challenge?.challengeKey),
    cancel: () => setChallenge(null),
    reset: () => {
      setChallenge(null);
      setError(null);
      setIdempotencyKey(createUuid());
    },
  };
}

export type CodedAction = ReturnType<typeof useCodedAction>;
