/**
 * Test support: calls the cheque API as the web app does (an order with its code read from the
 * outbox and an Idempotency-Key), the chequebook office and the clearing house as the bank would.
 */
import { randomUUID } from 'node:crypto';
import type { Cheque, ChequebookRequest } from '@baraka/contracts';
import type { TestApp } from './test-app.ts';
import { createTransferClient, type Headers, resultOf } from './transfer-client.ts';

export type Presentation = {
  rib: string;
  checkNumber: string;
  amount: string;
  payee?: string;
  isSignatureIrregular?: boolean;
};

export function createChequeClient(testApp: TestApp) {
  const { app } = testApp;
  const transfers = createTransferClient(testApp);

  const get = (headers: Headers, path: string, query: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: `/gateway/${path}`, headers, query });

  const requests = async (headers: Headers): Promise<ChequebookRequest[]> =>
    resultOf(await get(headers, 'secure/api/checkbooks/getCheckbookList'));

  const list = async (headers: Headers, body: object): Promise<Cheque[]> => {
    const response = await transfers.post(headers, 'secure/api/checkbooks/getCheckList', body);
    if (response.statusCode !== 200) {
      throw new Error(`getCheckList: ${response.body}`);
    }
    return resultOf(response);
  };

  const order = (headers: Headers, body: object, key: string = randomUUID()) =>
    transfers.send(headers, 'secure/api/checkbooks/checkbookRequest', body, key);

  const advance = (reference: string) =>
    app.inject({ method: 'POST', url: '/gateway/dev/checkbook-requests/advance', payload: { reference } });

  const present = (presentation: Presentation, extra: Headers = {}) =>
    app.inject({
      method: 'POST',
      url: '/gateway/dev/cheques/present',
      headers: extra,
      payload: { payee: 'Boutique Carthage', ...presentation },
    });

  const deposit = (body: object) =>
    app.inject({ method: 'POST', url: '/gateway/dev/cheques/deposit', payload: body });

  /** Orders a 25-leaf chequebook on the account and takes it to DELIVERED; answers its leaves. */
  const deliveredBook = async (headers: Headers, accountId: string): Promise<ChequebookRequest> => {
    const { final } = await order(headers, { accountId, requestType: 'CHEQUE', CheckCount: 25, crossing: 1 });
    if (final.statusCode !== 200) {
      throw new Error(`order: ${final.body}`);
    }
    const reference: string = resultOf(final).reference;
    await advance(reference);
    const delivered = await advance(reference);
    return resultOf(delivered);
  };

  return { ...transfers, get, requests, list, order, advance, present, deposit, deliveredBook };
}
