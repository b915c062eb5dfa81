/** The card pages as the browser tests drive them: a merchant's terminal, a card's summary, amounts. */
import { cardsDevEndpoints } from '@baraka/contracts/cards/endpoints';
import type { Page } from 'playwright-core';
import { callGateway } from './gateway.ts';

/** A merchant's terminal asks for a payment on the card; answers the envelope's status code. */
export async function payAtTerminal(cardId: string, merchant: string): Promise<string> {
  const answer = await callGateway(cardsDevEndpoints.terminal.path, {
    body: { cardId, operationType: 'PURCHASE', amount: '5', merchant },
    headers: { 'Idempotency-Key': crypto.randomUUID() },
  });
  return answer.header.statusCode;
}

export const summaryOf = (page: Page, cardId: string) =>
  page.locator(`[data-testid="card-summary"][data-card-id="${cardId}"]`);

export async function waitForCardStatus(page: Page, cardId: string, status: 'ACTIVE' | 'BLOCKED') {
  await page
    .locator(`[data-testid="card-summary"][data-card-id="${cardId}"][data-status="${status}"]`)
    .waitFor();
}

/** The digits of a text ("2 000,000 TND" → "2000000"), to compare amounts across languages. */
export const digitsOf = (text: string | null) => (text ?? '').replace(/\D/g, '');

/** The card office makes (or refuses) an order now; answers the envelope's status code. */
export async function advanceCardRequest(
  referenceNumber: string,
  to: 'TERMINATE' | 'REJECT',
): Promise<string> {
  const answer = await callGateway(cardsDevEndpoints.advanceRequest.path, { body: { referenceNumber, to } });
  return answer.header.statusCode;
}
