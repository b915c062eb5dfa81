/**
 * Ordering a card (spec §7 POST secure/card): the account, the product (offered to the customer's
 * segment, on the account's currency), a limit under the product's ceiling and the branch where
 * it is collected are checked first, so a refused order never costs a code; then the one-time code
 * bound to all of them; then the order waits on the bank (TASK).
 */
import type { CardRequest, CreateCardRequestInput } from '@baraka/contracts';
import { listLimitChoices, toCalendarDate } from '@baraka/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { createReference } from '../../core/ledger/references.ts';
import { branches, cardRequests, cardRequestTransitions } from '../../db/schema/index.ts';
import { toMinor } from '../../lib/amounts.ts';
import type { AuthContext } from '../../plugins/session/auth-context.ts';
import { getVisibleAccount } from '../accounts/index.ts';
import { requireStrongAuthentication } from '../identity/index.ts';
import { cardError, fieldError } from './card-errors.ts';
import { listEligibleProducts } from './card-products.service.ts';
import { getCardRequest } from './card-requests.queries.ts';
import type { CardCallDeps } from './cards.service.ts';

/** The card office decides a few minutes after the order (a real one takes days). */
export const ORDER_DECISION_DELAY_MS = 3 * 60 * 1000;

async function checkOrder(deps: CardCallDeps, auth: AuthContext, body: CreateCardRequestInput) {
  const account = await getVisibleAccount(deps.db, auth, body.accountId);
  if (account.status !== 'ACTIVE' || account.accountType !== 'MAIN') {
    throw fieldError('accountId', 'invalidSelection');
  }
  const products = await listEligibleProducts(deps.db, auth, account.currency);
  const product = products.find((row) => row.productCode === body.productCode);
  if (!product) {
    throw cardError('PRODUCT_NOT_ELIGIBLE', 'This card is not offered to this customer on this account');
  }
  const limitMinor = toMinor(body.limit, product.currency);
  if (!listLimitChoices(product.productLimitMinor).includes(limitMinor)) {
    throw cardError('LIMIT_NOT_ALLOWED', 'This limit is above the product’s ceiling');
  }
  const [agency] = await deps.db
    .select({ name: branches.name })
    .from(branches)
    .where(
      and(
        eq(branches.code, body.agencyCode),
        eq(branches.branchType, 'AGENCY'),
        eq(branches.status, 'OPENED'),
      ),
    );
  if (!agency) {
    throw fieldError('agencyCode', 'invalidSelection');
  }
  return { account, product, limitMinor, agencyName: agency.name.fr };
}

export async function orderCard(
  deps: CardCallDeps,
  request: FastifyRequest,
  auth: AuthContext,
  body: CreateCardRequestInput,
): Promise<CardRequest> {
  const checked = await checkOrder(deps, auth, body);
  await requireStrongAuthentication(deps, request, {
    operation: 'card.order',
    serviceName: 'CARD_REQUEST',
    processName: 'CREATE',
    payload: { ...body },
    action: { fr: 'la commande de votre carte', en: 'your card order', ar: 'طلب بطاقتك' },
    amount: `${body.limit} ${checked.product.currency}`,
    payee: checked.product.wording,
  });
  const now = deps.clock.now();
  const referenceNumber = createReference(toCalendarDate(now), 'CR');
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(cardRequests)
      .values({
        referenceNumber,
        customerId: auth.record.customer.id,
        createdBy: auth.userId,
        accountId: checked.account.id,
        productCode: checked.product.productCode,
        limitMinor: checked.limitMinor,
        periodicity: body.periodicity,
        agencyCode: body.agencyCode,
        agencyName: checked.agencyName,
        createdAt: now,
        dueAt: new Date(now.getTime() + ORDER_DECISION_DELAY_MS),
      })
      .returning({ id: cardRequests.id });
    if (!row) {
      throw new Error('The card order was not written');
    }
    await tx
      .insert(cardRequestTransitions)
      .values({ requestId: row.id, status: 'TASK', at: now, note: null });
  });
  return getCardRequest(deps.db, auth, referenceNumber);
}
