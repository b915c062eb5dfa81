/**
 * Test support: calls the card API as the web app does (the code read from the outbox when a call
 * answers OTP.300) and the development terminal as a merchant would.
 */
import type { Card } from '@baraka/contracts';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from './test-app.ts';
import { createTransferClient, type Headers } from './transfer-client.ts';

export type TerminalAsk = {
  cardId: string;
  amount: string;
  operationType?: 'PURCHASE' | 'WITHDRAWAL';
  merchant?: string;
};

export function createCardClient(testApp: TestApp) {
  const { app } = testApp;
  const transfers = createTransferClient(testApp);

  const get = (headers: Headers, path: string, query: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: `/gateway/${path}`, headers, query });

  const cards = async (headers: Headers): Promise<Card[]> => {
    const response = await get(headers, 'cards');
    if (response.statusCode !== 200) {
      throw new Error(`cards: ${response.body}`);
    }
    return response.json().body.result;
  };

  const card = async (headers: Headers, cardId: string): Promise<Card> =>
    (await transfers.post(headers, 'cards/getCard', { cardId })).json().body.result;

  /** Sends the call, and again with the verified code when it asks for one. */
  const confirmed = async (headers: Headers, path: string, body: object, extra: Headers = {}) => {
    const first = await transfers.post(headers, path, body, extra);
    if (first.json().header.statusCode !== 'OTP.300') {
      return { first, final: first };
    }
    const challengeKey: string = first.json().body.result.challengeKey;
    await transfers.validateCode(headers, challengeKey);
    const final = await transfers.post(headers, path, body, { ...extra, 'challenge-key': challengeKey });
    return { first, final };
  };

  const terminal = (ask: TerminalAsk, extra: Headers = {}): Promise<LightMyRequestResponse> =>
    app.inject({
      method: 'POST',
      url: '/gateway/dev/card-terminal',
      headers: extra,
      payload: { operationType: 'PURCHASE', merchant: 'MONOPRIX LAC', ...ask },
    });

  const close = (operationId: string, action: 'SETTLE' | 'CANCEL') =>
    app.inject({
      method: 'POST',
      url: '/gateway/dev/card-authorisations/close',
      payload: { operationId, action },
    });

  return { ...transfers, get, cards, card, confirmed, terminal, close };
}
