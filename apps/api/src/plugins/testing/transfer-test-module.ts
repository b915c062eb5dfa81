/**
 * A money-moving route that exists only in tests: a transfer between two ledger accounts answered
 * through `answerIdempotently`, so the HTTP side of idempotency is tested apart from any feature.
 */
import { z } from 'zod';
import { postEntry } from '../../core/ledger/post-entry.ts';
import { transferEntry } from '../../core/ledger/testing/transfer-workload.ts';
import { defineModule } from '../../modules/module.ts';
import { ok } from '../envelope.ts';
import { answerIdempotently, readIdempotencyKey } from '../idempotent-answer.ts';

export const TRANSFER_TEST_URL = '/gateway/api/test/ledger-transfer';

const transferBody = z.object({
  from: z.uuid(),
  to: z.uuid(),
  amountMinor: z.string().regex(/^[1-9][0-9]{0,15}$/),
});

export const transferTestModule = defineModule('transfer-test', async (app, deps) => {
  app.post(
    '/api/test/ledger-transfer',
    { schema: { body: transferBody }, config: { access: { auth: 'public' } } },
    (request, reply) =>
      answerIdempotently(request, reply, {
        db: deps.database.db,
        now: deps.clock.now(),
        scope: 'transfer-test',
        execute: async (tx) => {
          const { from, to } = request.body;
          const key = readIdempotencyKey(request);
          const posted = await postEntry(
            tx,
            transferEntry({ key, from, to, amountMinor: BigInt(request.body.amountMinor), currency: 'TND' }),
          );
          return ok({
            reference: posted.reference,
            balanceAfterMinor: String(posted.balancesAfter.get(from)),
          });
        },
      }),
  );
});
