/**
 * The bank's chequebook office, standing in for a back office: an order is printed (PRINTED: its
 * leaves get their numbers and exist from then on), then delivered to the branch (DELIVERED: the
 * customer may write cheques on it). Each step is recorded and told to the customer. The job takes
 * the steps whose delay has passed; the development call takes the next one now.
 */
import type { ChequebookRequest } from '@baraka/contracts';
import { eq, sql } from 'drizzle-orm';
import type { AppDb, AppTx } from '../../db/client.ts';
import { chequebookRequests, chequebookTransitions, chequeLeaves } from '../../db/schema/index.ts';
import { AppError } from '../../plugins/errors/index.ts';
import { insertNotification } from '../notifications/index.ts';
import { chequeError } from './cheque-errors.ts';
import { DELIVERY_DELAY_MS } from './chequebook-order.service.ts';
import { listDueChequebookRequests, readChequebookRequest } from './chequebook-requests.queries.ts';

/** Leaf numbers are 7 digits, unique bank-wide; the seeded history used 1000000–4999999. */
const FIRST_LEAF_NUMBER = 5_000_001;
const LEAF_NUMBERS_LOCK = 7_340_917;
const SWEEP_BATCH = 50;

async function printLeaves(tx: AppTx, request: typeof chequebookRequests.$inferSelect): Promise<void> {
  // Two printings at once take turns, so their ranges never overlap.
  await tx.execute(sql`select pg_advisory_xact_lock(${LEAF_NUMBERS_LOCK})`);
  const [last] = await tx
    .select({ last: sql<string | null>`max(${chequeLeaves.leafNumber})` })
    .from(chequeLeaves);
  const first = Math.max(FIRST_LEAF_NUMBER, Number(last?.last ?? 0) + 1);
  await tx.insert(chequeLeaves).values(
    Array.from({ length: request.leafCount }, (_, index) => ({
      leafNumber: String(first + index).padStart(7, '0'),
      requestId: request.id,
      accountId: request.accountId,
    })),
  );
}

const STEP_TEXTS = {
  PRINTED: {
    title: {
      fr: 'Votre chéquier est imprimé',
      en: 'Your chequebook is printed',
      ar: 'تمت طباعة دفتر الشيكات',
    },
    content: (reference: string) => ({
      fr: `Le chéquier ${reference} est imprimé et part vers votre agence.`,
      en: `Chequebook ${reference} is printed and on its way to your branch.`,
      ar: `تمت طباعة دفتر الشيكات ${reference} وهو في الطريق إلى فرعك.`,
    }),
  },
  DELIVERED: {
    title: { fr: 'Votre chéquier est disponible', en: 'Your chequebook is ready', ar: 'دفتر الشيكات جاهز' },
    content: (reference: string) => ({
      fr: `Le chéquier ${reference} vous attend en agence.`,
      en: `Chequebook ${reference} is waiting for you at your branch.`,
      ar: `دفتر الشيكات ${reference} في انتظارك بالفرع.`,
    }),
  },
} as const;

/** Moves the order one step on (REQUESTED → PRINTED → DELIVERED). */
export async function advanceChequebookRequest(
  db: AppDb,
  reference: string,
  now: Date,
): Promise<ChequebookRequest> {
  await db.transaction(async (tx) => {
    const [request] = await tx
      .select()
      .from(chequebookRequests)
      .where(eq(chequebookRequests.reference, reference))
      .for('update');
    if (!request) {
      throw new AppError('NOT_FOUND', { message: 'No such chequebook order' });
    }
    if (request.status === 'DELIVERED') {
      throw chequeError('REQUEST_CLOSED', 'This chequebook is delivered already');
    }
    const next = request.status === 'REQUESTED' ? 'PRINTED' : 'DELIVERED';
    if (next === 'PRINTED') {
      await printLeaves(tx, request);
    }
    await tx
      .update(chequebookRequests)
      .set(
        next === 'PRINTED'
          ? { status: next, printedAt: now, dueAt: new Date(now.getTime() + DELIVERY_DELAY_MS) }
          : { status: next, deliveredAt: now, dueAt: null },
      )
      .where(eq(chequebookRequests.id, request.id));
    await tx.insert(chequebookTransitions).values({ requestId: request.id, status: next, at: now });
    await insertNotification(tx, {
      customerId: request.customerId,
      userId: request.createdBy,
      category: 'DEFAULT',
      key: next === 'PRINTED' ? 'CHEQUEBOOK_PRINTED' : 'CHEQUEBOOK_DELIVERED',
      params: { reference },
      title: STEP_TEXTS[next].title,
      content: STEP_TEXTS[next].content(reference),
      subjectId: request.id,
      at: now,
    });
  });
  return readChequebookRequest(db, reference);
}

/** The job: every order whose step is due moves on. */
export async function advanceDueChequebookRequests(db: AppDb, now: Date): Promise<{ advanced: number }> {
  let advanced = 0;
  for (const { reference } of await listDueChequebookRequests(db, now, SWEEP_BATCH)) {
    try {
      await advanceChequebookRequest(db, reference, now);
      advanced += 1;
    } catch (error) {
      // Moved meanwhile by the development call or another replica.
      if (!(error instanceof AppError)) {
        throw error;
      }
    }
  }
  return { advanced };
}
