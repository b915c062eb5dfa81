/**
 * A payee's saved beneficiary id must be one of the caller's own payees: another customer's id in
 * `payee.beneficiaryId` is refused (404, as any foreign id) by a transfer, a standing order and a
 * bulk transfer row, before any code is asked; the caller's own id is accepted.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock } from '../../clock.ts';
import { standingOrders, transfers } from '../../db/schema/index.ts';
import { signIn } from '../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { codeOf, createTransferClient, type Headers } from '../../test/transfer-client.ts';

/** Thursday 3 December 2026, 10:00 in Tunis: a working day before the 14:00 cut-off. */
const clock = createManualClock(new Date('2026-12-03T09:00:00Z'));
/** A Tunisian RIB of another bank, for a national payee. */
const NATIONAL_RIB = '08006012345678901231';

type Beneficiary = { id: string; beneficiaryType: string };

describe("another customer's saved beneficiary in a payee", () => {
  let testApp: TestApp;
  let client: ReturnType<typeof createTransferClient>;
  let amina: Headers;
  let debitAccountId: string;
  let aminasId: string;
  let leilasId: string;

  const localBeneficiaryOf = async (headers: Headers): Promise<string> => {
    const response = await testApp.app.inject({ method: 'GET', url: '/gateway/beneficiaries/all', headers });
    const list = response.json().body.result as Beneficiary[];
    return list.find((beneficiary) => beneficiary.beneficiaryType === 'LOCAL')?.id ?? '';
  };
  const payee = (beneficiaryId: string) => ({ rib: NATIONAL_RIB, name: 'Sami Ben Salah', beneficiaryId });
  const orders: Record<string, (id: string) => [path: string, body: object]> = {
    transfer: (id: string) => ['transfer/localTransfer', { debitAccountId, amount: '10', payee: payee(id) }],
    standingOrder: (id: string) => [
      'transfer/permanentTransfer',
      {
        debitAccountId,
        amount: '10',
        frequency: 'MONTHLY',
        firstExecutionDate: '2026-12-10',
        payee: payee(id),
      },
    ],
    bulkRow: (id: string) => [
      'transfer/multipleTransfer',
      { debitAccountId, rows: [{ payee: payee(id), amount: '10' }] },
    ],
  };

  beforeAll(async () => {
    testApp = await createTestApp({ clock, rateLimitMax: 10_000, jobs: [] });
    client = createTransferClient(testApp);
    amina = (await signIn(testApp.app, 'amina', 'WEB')).headers;
    const leila = (await signIn(testApp.app, 'leila', 'WEB', 'test-device-0002')).headers;
    aminasId = await localBeneficiaryOf(amina);
    leilasId = await localBeneficiaryOf(leila);
    const accounts = await client.accounts(amina);
    debitAccountId = accounts.find((account) => account.accountType === 'MAIN')?.id ?? '';
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('has a saved local payee for each customer', () => {
    expect(aminasId).not.toBe('');
    expect(leilasId).not.toBe('');
  });

  for (const [name, orderOf] of Object.entries(orders)) {
    it(`refuses it in a ${name} with 404 before any code, and records nothing`, async () => {
      const [path, body] = orderOf(leilasId);
      const { first, final } = await client.send(amina, path, body);

      expect(first.statusCode).toBe(404);
      expect(codeOf(first)).toBe('COMMON.NOT_FOUND');
      expect(final).toBe(first);
      const db = testApp.database.db;
      expect(await db.select().from(transfers).where(eq(transfers.beneficiaryId, leilasId))).toEqual([]);
      expect(
        await db.select().from(standingOrders).where(eq(standingOrders.beneficiaryId, leilasId)),
      ).toEqual([]);
    });

    it(`accepts the caller's own saved payee in a ${name}`, async () => {
      const [path, body] = orderOf(aminasId);
      const { final } = await client.send(amina, path, body);
      expect(final.statusCode).toBe(200);
    });
  }
});
