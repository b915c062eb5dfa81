import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCardClient } from '../../test/card-client.ts';
import { signIn } from '../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { codeOf, type Headers } from '../../test/transfer-client.ts';

/** On PGlite by default, on PostgreSQL when DATABASE_URL is set (each test file gets its own database). */
describe('simultaneous authorisations on one card near its limit', () => {
  let testApp: TestApp;
  let client: ReturnType<typeof createCardClient>;
  let leila: Headers;
  let cardId: string;

  beforeAll(async () => {
    testApp = await createTestApp({ rateLimitMax: 10_000, jobs: [] });
    client = createCardClient(testApp);
    leila = (await signIn(testApp.app, 'leila', 'WEB')).headers;
    const [card] = (await client.cards(leila)).filter(
      (item) => item.status === 'ACTIVE' && item.kind === 'DEBIT',
    );
    cardId = card?.id ?? '';
    await client.confirmed(leila, 'secure/api/cards/updateLimitsCard', {
      cardId,
      limit: '700',
      periodicity: 'DAILY',
    });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('accepts exactly the authorisations that fit and refuses the others for the limit', async () => {
    const leftMinor = BigInt(
      Math.round(Number((await client.card(leila, cardId)).limitAmountBeforeTrn) * 1000),
    );
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        client.terminal({ cardId, amount: '20', merchant: `CAISSE ${String(index).padStart(2, '0')}` }),
      ),
    );
    const accepted = answers.filter((answer) => answer.statusCode === 200).length;
    const refusals = new Set(answers.filter((answer) => answer.statusCode !== 200).map(codeOf));
    const card = await client.card(leila, cardId);
    const expected = Math.min(50, Number(leftMinor / 20_000n));
    console.info(
      `card terminal: ${accepted} accepted, ${50 - accepted} refused of 50 (room for ${expected})`,
    );
    expect(accepted).toBe(expected);
    expect([...refusals]).toEqual(expected < 50 ? ['CARD.LIMIT_EXCEEDED'] : []);
    expect(Number(card.onPerTotAmount)).toBeLessThanOrEqual(Number(card.limitAmount));
    expect(card.total).toBe(`${accepted * 20}.000`);
  });
});
