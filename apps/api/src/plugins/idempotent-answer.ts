/**
 * Answers a money-moving call through its `Idempotency-Key` header: the first call runs, every
 * replay with the same key and payload gets the first answer's status and bytes, errors included.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { hashRequest, IDEMPOTENCY_KEY_PATTERN, runIdempotent } from '../core/ledger/idempotency.ts';
import type { AppDb, AppTx } from '../db/client.ts';
import { AppError } from './errors/index.ts';
import { renderError } from './errors/render-error.ts';

export const IDEMPOTENCY_HEADER = 'idempotency-key';

export function readIdempotencyKey(request: FastifyRequest): string {
  const key = request.headers[IDEMPOTENCY_HEADER];
  if (typeof key !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(key)) {
    throw new AppError('IDEMPOTENCY_KEY_REQUIRED', {
      message: 'Send an Idempotency-Key header of 8 to 128 letters, digits, "-" or "_"',
    });
  }
  return key;
}

/**
 * A success envelope and the call's last step (usually its posting, which locks the accounts), run
 * once the envelope is stored: see CallOutcome in core/ledger/idempotency.ts.
 */
export class EnvelopeThenLast {
  constructor(
    readonly envelope: unknown,
    readonly last: () => Promise<unknown>,
  ) {}
}

export type IdempotentCall = {
  db: AppDb;
  now: Date;
  /** Whose key it is, usually the signed-in user's id. */
  scope: string;
  /** Produces the success envelope (or one with a last step) inside the claimed transaction. */
  execute: (tx: AppTx) => Promise<unknown>;
};

export async function answerIdempotently(
  request: FastifyRequest,
  reply: FastifyReply,
  call: IdempotentCall,
): Promise<FastifyReply> {
  const key = readIdempotencyKey(request);
  const requestHash = hashRequest({
    method: request.method,
    url: request.routeOptions.url,
    body: request.body,
  });
  const result = await runIdempotent(
    call.db,
    { scope: call.scope, key, requestHash, now: call.now },
    async (tx) => {
      const produced = await call.execute(tx);
      return produced instanceof EnvelopeThenLast
        ? { statusCode: 200, body: JSON.stringify(produced.envelope), last: produced.last }
        : { statusCode: 200, body: JSON.stringify(produced) };
    },
    (error) => {
      const rendered = renderError(error, request);
      return { statusCode: rendered.status, body: JSON.stringify(rendered.envelope) };
    },
  );
  return reply
    .code(result.statusCode)
    .header('content-type', 'application/json; charset=utf-8')
    .header('idempotent-replayed', String(result.replayed))
    .send(result.body);
}
