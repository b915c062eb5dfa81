/**
 * A money-moving call that asks for a code, over HTTP: the order (OTP.300), the code read from the
 * development outbox and validated, then the same order with `challenge-key` and its idempotency
 * key, asked again after each connection error. Codes are read one call at a time (`withCode`), so
 * the newest code in the outbox is the one just sent.
 */
import {
  type CallHeaders,
  type HttpAnswer,
  readLatestCode,
  requestUntilAnswered,
  resultOf,
  statusCodeOf,
} from './http-customer.ts';

/** One code at a time, across every caller of the same lock. */
export function createCodeLock() {
  let tail: Promise<void> = Promise.resolve();
  return <T>(work: () => Promise<T>): Promise<T> => {
    const run = tail.then(work);
    tail = run.then(
      () => undefined,
      () => undefined,
    );
    return run;
  };
}

export type ConfirmedCall = {
  /** The answer under the key, or the refusal before any code (no key claimed then). */
  answer: HttpAnswer;
  /** The headers the call was confirmed with (a replay sends them again). */
  headers: CallHeaders | null;
};

/** A code that came too late or was replaced (a kill between sending and checking it): ask for a new one. */
const CODE_REFUSALS = new Set(['CHALLENGE.CODE_EXPIRED', 'CHALLENGE.EXPIRED', 'CHALLENGE.INVALID_CODE']);
const CODE_ATTEMPTS = 3;

export async function confirmWithCode(
  baseUrl: string,
  path: string,
  payload: object,
  headers: CallHeaders,
  key: string,
  onRetry: () => void = () => {},
): Promise<ConfirmedCall> {
  const ask = (body: object, extra: CallHeaders, to = path) =>
    requestUntilAnswered(baseUrl, to, body, { ...headers, ...extra }, onRetry);
  for (let attempt = 1; ; attempt += 1) {
    // Without a challenge-key the order only asks for a code: nothing moves and no key is claimed.
    const first = await ask(payload, {});
    if (statusCodeOf(first) !== 'OTP.300') {
      return { answer: first, headers: null };
    }
    const { challengeKey } = resultOf<{ challengeKey: string }>(first);
    const otp = await readLatestCode(baseUrl);
    const checked = await ask({ challengeKey, otp }, {}, 'otp/challenge/validateAndContinue');
    if (checked.status === 200) {
      const confirmHeaders = { ...headers, 'challenge-key': challengeKey, 'idempotency-key': key };
      return { answer: await ask(payload, confirmHeaders), headers: confirmHeaders };
    }
    if (attempt >= CODE_ATTEMPTS || !CODE_REFUSALS.has(statusCodeOf(checked))) {
      throw new Error(`code refused: ${checked.body}`);
    }
  }
}
