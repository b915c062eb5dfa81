/**
 * A customer's cards: the list and one card, blocking (at once, no code: a customer must be able
 * to freeze a card fast), unblocking a temporary freeze and changing the limit (both confirmed by
 * a one-time code bound to the card and the new values).
 */
import type { BlockCardRequest, Card, UpdateCardLimitRequest } from '@baraka/contracts';
import { CARD_LIMIT_CHOICES_TND, isFinalBlock, listLimitChoices } from '@baraka/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppDb } from '../../db/client.ts';
import { cards } from '../../db/schema/index.ts';
import { toDecimal, toMinor } from '../../lib/amounts.ts';
import type { AuthContext } from '../../plugins/session/auth-context.ts';
import { type ChallengeDeps, requireStrongAuthentication } from '../identity/index.ts';
import { insertNotification } from '../notifications/index.ts';
import { cardError } from './card-errors.ts';
import { describeCard, describeCards } from './card-view.ts';
import { getVisibleCard, listVisibleCards } from './cards.queries.ts';

export const listCards = async (db: AppDb, auth: AuthContext, now: Date): Promise<Card[]> =>
  describeCards(db, await listVisibleCards(db, auth), now);

/** The limits one may choose: spec §9's, up to the card's product ceiling when a card is named. */
export async function listCardLimits(db: AppDb, auth: AuthContext, cardId: string | undefined) {
  if (!cardId) {
    return CARD_LIMIT_CHOICES_TND.map((choice) => toDecimal(BigInt(choice) * 1000n, 'TND'));
  }
  const { product } = await getVisibleCard(db, auth, cardId);
  return listLimitChoices(product.productLimitMinor).map((minor) => toDecimal(minor, product.currency));
}

export const getCard = async (db: AppDb, auth: AuthContext, cardId: string, now: Date): Promise<Card> =>
  describeCard(db, await getVisibleCard(db, auth, cardId), now);

const BLOCK_TITLES = {
  LOST: { fr: 'Carte déclarée perdue', en: 'Card reported lost', ar: 'تم التصريح بضياع البطاقة' },
  STOLEN: { fr: 'Carte déclarée volée', en: 'Card reported stolen', ar: 'تم التصريح بسرقة البطاقة' },
  TEMPORARY: { fr: 'Carte gelée', en: 'Card frozen', ar: 'تم تجميد البطاقة' },
} as const;

export async function blockCard(db: AppDb, auth: AuthContext, request: BlockCardRequest, now: Date) {
  const parts = await getVisibleCard(db, auth, request.cardId);
  await db.transaction(async (tx) => {
    const [locked] = await tx.select().from(cards).where(eq(cards.id, request.cardId)).for('update');
    // A frozen card found to be lost or stolen may still be declared so; nothing else re-blocks.
    const isDeclaringLoss = locked?.blockReason === 'TEMPORARY' && isFinalBlock(request.reason);
    if (locked?.status === 'BLOCKED' && !isDeclaringLoss) {
      throw cardError('ALREADY_BLOCKED', 'This card is blocked already');
    }
    await tx
      .update(cards)
      .set({ status: 'BLOCKED', blockReason: request.reason, blockedAt: now })
      .where(eq(cards.id, request.cardId));
    const title = BLOCK_TITLES[request.reason];
    await insertNotification(tx, {
      customerId: auth.record.customer.id,
      userId: auth.userId,
      category: 'DEFAULT',
      key: 'CARD_BLOCKED',
      params: { card: parts.card.maskedNumber, reason: request.reason },
      title,
      content: {
        fr: `${title.fr} : ${parts.card.maskedNumber}.`,
        en: `${title.en}: ${parts.card.maskedNumber}.`,
        ar: `${title.ar}: ${parts.card.maskedNumber}.`,
      },
      subjectId: request.cardId,
      at: now,
    });
  });
  return getCard(db, auth, request.cardId, now);
}

export type CardCallDeps = ChallengeDeps;

export async function unblockCard(
  deps: CardCallDeps,
  request: FastifyRequest,
  auth: AuthContext,
  cardId: string,
) {
  const { card } = await getVisibleCard(deps.db, auth, cardId);
  if (card.status !== 'BLOCKED') {
    throw cardError('NOT_BLOCKED', 'This card is not blocked');
  }
  if (isFinalBlock(card.blockReason)) {
    throw cardError('BLOCK_FINAL', 'A lost or stolen card stays blocked: order a replacement');
  }
  await requireStrongAuthentication(deps, request, {
    operation: 'card.unblock',
    serviceName: 'UNBLOCK_CARD',
    processName: 'UPDATE',
    payload: { cardId },
    action: { fr: 'le déblocage de votre carte', en: 'unblocking your card', ar: 'رفع التجميد عن بطاقتك' },
    payee: card.maskedNumber,
  });
  // Only a freeze is lifted: a loss declared meanwhile stays.
  await deps.db
    .update(cards)
    .set({ status: 'ACTIVE', blockReason: null, blockedAt: null })
    .where(and(eq(cards.id, cardId), eq(cards.blockReason, 'TEMPORARY')));
  return getCard(deps.db, auth, cardId, deps.clock.now());
}

export async function updateCardLimit(
  deps: CardCallDeps,
  request: FastifyRequest,
  auth: AuthContext,
  body: UpdateCardLimitRequest,
) {
  const { card, product } = await getVisibleCard(deps.db, auth, body.cardId);
  if (card.status === 'BLOCKED') {
    throw cardError('BLOCKED', 'A blocked card’s limit cannot change');
  }
  const limitMinor = toMinor(body.limit, product.currency);
  if (!listLimitChoices(product.productLimitMinor).includes(limitMinor)) {
    throw cardError('LIMIT_NOT_ALLOWED', 'This limit is above the product’s ceiling', {
      productLimit: product.productLimitMinor.toString(),
    });
  }
  await requireStrongAuthentication(deps, request, {
    operation: 'card.limit',
    serviceName: 'UPDATE_LIMITS_CARD',
    processName: 'UPDATE',
    payload: { cardId: body.cardId, limit: body.limit, periodicity: body.periodicity },
    action: {
      fr: 'le nouveau plafond de votre carte',
      en: 'your card’s new limit',
      ar: 'السقف الجديد لبطاقتك',
    },
    amount: `${body.limit} ${product.currency}`,
    payee: card.maskedNumber,
  });
  await deps.db
    .update(cards)
    .set({ limitMinor, periodicity: body.periodicity })
    .where(eq(cards.id, body.cardId));
  return getCard(deps.db, auth, body.cardId, deps.clock.now());
}
