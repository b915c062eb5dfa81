/** The addresses of a card's pages: the card id travels in the query string like other detail routes. */
export const CARD_ID_PARAM = 'card';

export const toCardDetailsUrl = (cardId: string) =>
  `/cards/card-details?${CARD_ID_PARAM}=${encodeURIComponent(cardId)}`;
export const toCardHistoryUrl = (cardId: string) =>
  `/cards/history?${CARD_ID_PARAM}=${encodeURIComponent(cardId)}`;
export const toTopUpUrl = (cardId: string) =>
  `/transfers/add-card?${CARD_ID_PARAM}=${encodeURIComponent(cardId)}`;
export const toRequestSuccessUrl = (reference: string) =>
  `/cards/request-card-success?reference=${encodeURIComponent(reference)}`;
