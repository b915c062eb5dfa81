import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCardClient } from '../../test/card-client.ts';
import { signIn } from '../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { codeOf, type Headers, resultOf } from '../../test/transfer-client.ts';
import { decideDueCardRequests, ORDER_DECISION_DELAY_MS } from './index.ts';

describe('card orders, packs and a company’s viewer', () => {
  let testApp: TestApp;
  let client: ReturnType<typeof createCardClient>;
  let amina: Headers;
  let youssef: Headers;
  let viewer: Headers;
  let mainId: string;
  const order = (extra: object = {}) => ({
    accountId: mainId,
    productCode: 'VCL',
    limit: '1200',
    periodicity: 'MONTHLY',
    agencyCode: '001',
    ...extra,
  });
  const advance = (referenceNumber: string, to: 'TERMINATE' | 'REJECT', note?: string) =>
    testApp.app.inject({
      method: 'POST',
      url: '/gateway/dev/card-requests/advance',
      payload: { referenceNumber, to, ...(note ? { note } : {}) },
    });

  beforeAll(async () => {
    testApp = await createTestApp({ rateLimitMax: 10_000, jobs: [] });
    client = createCardClient(testApp);
    amina = (await signIn(testApp.app, 'amina', 'WEB')).headers;
    youssef = (await signIn(testApp.app, 'youssef', 'WEB', 'test-device-0002')).headers;
    viewer = (await signIn(testApp.app, 'nour.viewer', 'WEB', 'test-device-0003')).headers;
    mainId = (await client.accounts(amina)).find((account) => account.accountType === 'MAIN')?.id ?? '';
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('offers the form: the main account, the products of the segment, the limits and periods', async () => {
    const form = resultOf(await client.get(amina, 'secure/card'));
    const products = resultOf(await client.post(amina, 'cards/getCardProducts', { accountId: mainId }));
    expect(form.accounts.map((account: { id: string }) => account.id)).toEqual([mainId]);
    expect(form.products.map((product: { productCode: string }) => product.productCode)).toContain('VCL');
    expect(form.products.map((product: { productCode: string }) => product.productCode)).not.toContain('VPL');
    expect(form.periodicities).toEqual(['DAILY', 'WEEKLY', 'MONTHLY']);
    expect(products).toEqual(form.products);
  });

  it('orders with a code; the order waits (TASK) then TERMINATE makes the card appear', async () => {
    const before = (await client.cards(amina)).length;
    const { first, final } = await client.confirmed(amina, 'secure/card', order());
    const ordered = resultOf(final);
    const made = await advance(ordered.referenceNumber, 'TERMINATE');
    const again = await advance(ordered.referenceNumber, 'REJECT');
    const cards = await client.cards(amina);
    const one = resultOf(
      await client.get(amina, 'secure/api/cards/request', { referenceNumber: ordered.referenceNumber }),
    );
    expect(codeOf(first)).toBe('OTP.300');
    expect(ordered.actionStatus).toBe('TASK');
    expect(resultOf(made).actionStatus).toBe('TERMINATE');
    expect(codeOf(again)).toBe('CARD.REQUEST_CLOSED');
    expect(cards).toHaveLength(before + 1);
    expect(cards.find((card) => card.id === resultOf(made).cardId)?.limitAmount).toBe('1200.000');
    expect(one.transitions.map((step: { status: string }) => step.status)).toEqual(['TASK', 'TERMINATE']);
  });

  it('records a rejection with its reason, and the job decides orders past their delay', async () => {
    const rejected = resultOf(
      (await client.confirmed(amina, 'secure/card', order({ productCode: 'CTT' }))).final,
    );
    const refused = resultOf(await advance(rejected.referenceNumber, 'REJECT', 'Pièce d’identité expirée'));
    const waiting = resultOf((await client.confirmed(amina, 'secure/card', order({ limit: '700' }))).final);
    const early = await decideDueCardRequests(testApp.database.db, new Date());
    await decideDueCardRequests(testApp.database.db, new Date(Date.now() + ORDER_DECISION_DELAY_MS + 1000));
    const history = resultOf(await client.get(amina, 'cards/requestCardHistoric'));
    expect(refused.actionStatus).toBe('REJECT');
    expect(refused.rejectReason).toBe('Pièce d’identité expirée');
    expect(early.decided).toBe(0);
    expect(history[0].referenceNumber).toBe(waiting.referenceNumber);
    expect(history[0].actionStatus).toBe('TERMINATE');
  });

  it('refuses a product of another segment and a limit over the product’s ceiling, before any code', async () => {
    const premium = await client.post(amina, 'secure/card', order({ productCode: 'VPL' }));
    const tooHigh = await client.post(amina, 'secure/card', order({ productCode: 'EPG', limit: '700' }));
    const noBranch = await client.post(amina, 'secure/card', order({ agencyCode: '999' }));
    expect(codeOf(premium)).toBe('CARD.PRODUCT_NOT_ELIGIBLE');
    expect(codeOf(tooHigh)).toBe('CARD.LIMIT_NOT_ALLOWED');
    expect(noBranch.statusCode).toBe(400);
  });

  it('lets Basic declare a card lost but not order one, unblock or change a limit', async () => {
    const [card] = await client.cards(youssef);
    const form = await client.get(youssef, 'secure/card');
    const ordered = await client.post(youssef, 'secure/card', order());
    const frozen = await client.post(youssef, 'cards/blockCard', { cardId: card?.id, reason: 'TEMPORARY' });
    const unfrozen = await client.post(youssef, 'cards/unBlockCard', { cardId: card?.id });
    const limit = await client.post(youssef, 'secure/api/cards/updateLimitsCard', {
      cardId: card?.id,
      limit: '700',
      periodicity: 'MONTHLY',
    });
    expect(form.statusCode).toBe(403);
    expect(ordered.statusCode).toBe(403);
    expect(frozen.statusCode).toBe(200);
    expect(unfrozen.statusCode).toBe(403);
    expect(limit.statusCode).toBe(403);
  });

  it('lets a company’s viewer see the cards and change nothing', async () => {
    const cards = await client.cards(viewer);
    const cardId = cards[0]?.id;
    const writes = [
      await client.post(viewer, 'cards/blockCard', { cardId, reason: 'TEMPORARY' }),
      await client.post(viewer, 'cards/unBlockCard', { cardId }),
      await client.post(viewer, 'secure/api/cards/updateLimitsCard', {
        cardId,
        limit: '700',
        periodicity: 'DAILY',
      }),
      await client.post(viewer, 'secure/card', order({ accountId: cards[0]?.accountId })),
      await client.post(viewer, 'cards/topUp', { cardId, debitAccountId: cards[0]?.accountId, amount: '1' }),
    ];
    expect(cards.length).toBeGreaterThan(0);
    expect(writes.map((response) => response.statusCode)).toEqual([403, 403, 403, 403, 403]);
  });
});
