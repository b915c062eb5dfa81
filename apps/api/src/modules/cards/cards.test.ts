import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCardClient } from '../../test/card-client.ts';
import { signIn } from '../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { codeOf, type Headers, resultOf } from '../../test/transfer-client.ts';

describe('the cards of a customer', () => {
  let testApp: TestApp;
  let client: ReturnType<typeof createCardClient>;
  let amina: Headers;
  let leila: Headers;

  beforeAll(async () => {
    testApp = await createTestApp({ rateLimitMax: 10_000, jobs: [] });
    client = createCardClient(testApp);
    amina = (await signIn(testApp.app, 'amina', 'WEB')).headers;
    leila = (await signIn(testApp.app, 'leila', 'WEB', 'test-device-0002')).headers;
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('lists the seeded cards, masked, with their period figures and a weekly and a frozen one', async () => {
    const cards = await client.cards(amina);
    expect(cards.length).toBeGreaterThanOrEqual(2);
    for (const card of cards) {
      expect(card.cardNumber).toMatch(/^\d{4} •••• •••• \d{4}$/);
      expect(card.accountNumber).not.toMatch(/^\d{13}$/);
    }
    expect(cards.some((card) => card.periodicity === 'WEEKLY')).toBe(true);
    expect(cards.some((card) => card.status === 'BLOCKED' && card.blockReason === 'TEMPORARY')).toBe(true);
    const [main] = cards;
    expect(main?.operations.length).toBeGreaterThan(0);
    expect(Number(main?.onPerTotAmount) + Number(main?.limitAmountBeforeTrn)).toBeCloseTo(
      Number(main?.limitAmount),
    );
  });

  it('answers one card, and 404 for another customer’s card', async () => {
    const [card] = await client.cards(amina);
    const mine = await client.post(amina, 'cards/getCard', { cardId: card?.id });
    const theirs = await client.post(leila, 'cards/getCard', { cardId: card?.id });
    expect(mine.statusCode).toBe(200);
    expect(resultOf(mine).id).toBe(card?.id);
    expect(theirs.statusCode).toBe(404);
    expect(
      (await client.post(leila, 'cards/blockCard', { cardId: card?.id, reason: 'LOST' })).statusCode,
    ).toBe(404);
  });

  it('shows the demo its cards, one declared lost, and refuses its writes', async () => {
    const started = await testApp.app.inject({
      method: 'POST',
      url: '/gateway/api/demo/start',
      headers: { channel: 'WEB' },
    });
    const cookie = String([started.headers['set-cookie']].flat()[0] ?? '').split(';')[0] ?? '';
    const demo = { channel: 'WEB', cookie };
    const cards = await client.cards(demo);
    const freeze = await client.post(demo, 'cards/blockCard', { cardId: cards[0]?.id, reason: 'TEMPORARY' });
    expect(cards.map((card) => card.blockReason)).toContain('LOST');
    expect(codeOf(freeze)).toBe('COMMON.DEMO_MODE');
  });

  it('refuses a visitor', async () => {
    const response = await client.get({}, 'cards');
    expect(response.statusCode).toBe(401);
  });

  it('pages operations with the history filters', async () => {
    const [card] = await client.cards(amina);
    const all = resultOf(await client.post(amina, 'cards/operations', { cardId: card?.id, size: 5 }));
    const cancelled = resultOf(
      await client.post(amina, 'cards/operations', { cardId: card?.id, status: 'ANNULE' }),
    );
    const big = resultOf(
      await client.post(amina, 'cards/operations', { cardId: card?.id, minAmount: '100' }),
    );
    expect(all.items).toHaveLength(5);
    expect(all.hasMore).toBe(true);
    expect(cancelled.items.every((item: { status: string }) => item.status === 'ANNULE')).toBe(true);
    expect(cancelled.total).toBeGreaterThan(0);
    expect(big.items.every((item: { amountDebited: string }) => Number(item.amountDebited) >= 100)).toBe(
      true,
    );
  });

  it('freezes at once without a code, and unfreezes with a code', async () => {
    const active = (await client.cards(leila)).find((card) => card.status === 'ACTIVE');
    const blocked = await client.post(leila, 'cards/blockCard', { cardId: active?.id, reason: 'TEMPORARY' });
    const again = await client.post(leila, 'cards/blockCard', { cardId: active?.id, reason: 'TEMPORARY' });
    const { first, final } = await client.confirmed(leila, 'cards/unBlockCard', { cardId: active?.id });
    expect(blocked.statusCode).toBe(200);
    expect(resultOf(blocked).status).toBe('BLOCKED');
    expect(codeOf(again)).toBe('CARD.ALREADY_BLOCKED');
    expect(codeOf(first)).toBe('OTP.300');
    expect(resultOf(final).status).toBe('ACTIVE');
  });

  it('declares a frozen card lost; a lost card stays blocked: no unblocking, no code asked', async () => {
    const active = (await client.cards(leila)).find((card) => card.status === 'ACTIVE');
    await client.post(leila, 'cards/blockCard', { cardId: active?.id, reason: 'TEMPORARY' });
    const lost = await client.post(leila, 'cards/blockCard', { cardId: active?.id, reason: 'LOST' });
    const again = await client.post(leila, 'cards/blockCard', { cardId: active?.id, reason: 'TEMPORARY' });
    const response = await client.post(leila, 'cards/unBlockCard', { cardId: active?.id });
    expect(resultOf(lost).blockReason).toBe('LOST');
    expect(codeOf(again)).toBe('CARD.ALREADY_BLOCKED');
    expect(codeOf(response)).toBe('CARD.BLOCK_FINAL');
  });

  it('changes a limit with a code bound to the new value: a code for 900 does not approve 2000', async () => {
    const card = (await client.cards(amina)).find(
      (item) => item.status === 'ACTIVE' && item.kind === 'DEBIT',
    );
    const asked = await client.post(amina, 'secure/api/cards/updateLimitsCard', {
      cardId: card?.id,
      limit: '900',
      periodicity: 'MONTHLY',
    });
    const challengeKey = resultOf(asked).challengeKey;
    await client.validateCode(amina, challengeKey);
    const swapped = await client.post(
      amina,
      'secure/api/cards/updateLimitsCard',
      { cardId: card?.id, limit: '2000', periodicity: 'MONTHLY' },
      { 'challenge-key': challengeKey },
    );
    const { final } = await client.confirmed(amina, 'secure/api/cards/updateLimitsCard', {
      cardId: card?.id,
      limit: '900',
      periodicity: 'WEEKLY',
    });
    expect(codeOf(asked)).toBe('OTP.300');
    expect(codeOf(swapped)).toBe('CHALLENGE.EXPIRED');
    expect(resultOf(final).limitAmount).toBe('900.000');
    expect(resultOf(final).periodicity).toBe('WEEKLY');
    expect((await client.card(amina, card?.id ?? '')).limitAmount).toBe('900.000');
  });

  it('offers the limits under the card’s product ceiling', async () => {
    const [card] = await client.cards(amina);
    const limits = resultOf(await client.get(amina, 'secure/api/cards/limits', { cardId: card?.id ?? '' }));
    const any = resultOf(await client.get(amina, 'secure/api/cards/limits'));
    expect(any).toEqual(['0.000', '700.000', '900.000', '1200.000', '1500.000', '1800.000', '2000.000']);
    expect(limits.every((limit: string) => Number(limit) <= Number(card?.productLimit))).toBe(true);
  });

  it('exports a card’s operations as CSV and as an Arabic PDF', async () => {
    const [card] = await client.cards(amina);
    const today = new Date().toISOString().slice(0, 10);
    const body = {
      cardId: card?.id,
      startDate: `${Number(today.slice(0, 4)) - 1}${today.slice(4)}`,
      endDate: today,
    };
    const csv = resultOf(await client.post(amina, 'secure/api/cards/export', { ...body, format: 'CSV' }));
    const pdf = await client.post({ ...amina, language: 'ar' }, 'secure/api/cards/export', {
      ...body,
      format: 'PDF',
    });
    const text = Buffer.from(csv.file.split(',')[1], 'base64').toString('utf8');
    expect(text.split('\r\n')[0]).toContain('Référence');
    expect(text.split('\r\n').length).toBeGreaterThan(10);
    expect(resultOf(pdf).file).toMatch(/^data:application\/pdf;base64,JVBER/);
  });
});
