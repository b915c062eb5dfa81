/** Turns a transfer order into the quote / confirm call of transfer-confirm.ts. */
import { TRANSFER_SERVICES, type TransferType } from '@baraka/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { toDecimal } from '../../lib/amounts.ts';
import { ok } from '../../plugins/envelope.ts';
import { EnvelopeThenLast } from '../../plugins/idempotent-answer.ts';
import { requireAuth } from '../../plugins/session/auth-context.ts';
import type { ActionLabel } from '../identity/index.ts';
import type { AppDeps } from '../module.ts';
import { confirmTransferCall } from './transfer-confirm.ts';
import { createTransfer } from './transfer-create.service.ts';
import { describeWrittenTransfer, getTransferDetail } from './transfer-detail.service.ts';
import type { TransferOrder } from './transfer-order.ts';
import { bindingOf, prepareTransfer, prepareTransferToBook } from './transfer-quote.service.ts';
import { toQuote } from './transfer-quote-mapper.ts';

/** What the SMS says the code confirms. */
export const TRANSFER_ACTIONS: Record<TransferType, ActionLabel> = {
  OWN_ACCOUNT: {
    fr: 'le virement entre vos comptes',
    en: 'the transfer between your accounts',
    ar: 'التحويل بين حساباتك',
  },
  WITHINBANK: { fr: 'le virement', en: 'the transfer', ar: 'التحويل' },
  NATIONAL: {
    fr: 'le virement vers une autre banque',
    en: 'the transfer to another bank',
    ar: 'التحويل إلى بنك آخر',
  },
  INTERNATIONAL: { fr: 'le virement international', en: 'the international transfer', ar: 'التحويل الدولي' },
  PERMANENT: { fr: 'le virement permanent', en: 'the standing order', ar: 'التحويل الدائم' },
  MULTIPLE: { fr: 'le virement multiple', en: 'the bulk transfer', ar: 'التحويل المتعدد' },
};

export function sendTransfer(
  deps: AppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  order: TransferOrder,
) {
  const auth = requireAuth(request);
  const needsCode = order.kind !== 'OWN_ACCOUNT';
  return confirmTransferCall(deps, request, reply, {
    operation: `transfer.${order.type}`,
    serviceName: TRANSFER_SERVICES[order.type],
    needsCode,
    action: TRANSFER_ACTIONS[order.type],
    prepare: async (db) => {
      const now = deps.clock.now();
      // The quote is shown only beside a code: an order without one is prepared to book alone.
      const reviewed = needsCode ? await prepareTransfer(db, auth, order, now) : null;
      const prepared = reviewed ?? (await prepareTransferToBook(db, auth, order, now));
      return {
        binding: bindingOf(prepared),
        amountText: `${toDecimal(prepared.amountMinor, prepared.currency)} ${prepared.currency}`,
        payeeText: prepared.payee.name,
        quote: reviewed ? toQuote(reviewed, request.context.language) : null,
        execute: async (tx) => {
          const key = request.headers['idempotency-key'];
          const context = {
            now,
            idempotencyKey: typeof key === 'string' ? key : null,
            channel: auth.channel,
          };
          const { language } = request.context;
          const { written, post } = await createTransfer(tx, auth, prepared, context);
          const { row, history } = written;
          const envelope = ok(
            history
              ? describeWrittenTransfer(
                  auth,
                  { row, history },
                  { debit: prepared.debitAccount, credit: prepared.creditAccount },
                  language,
                )
              : await getTransferDetail(tx, auth, row.id, language),
          );
          // The posting locks the accounts: it runs last, once the answer is stored.
          return post ? new EnvelopeThenLast(envelope, post) : envelope;
        },
      };
    },
  });
}
