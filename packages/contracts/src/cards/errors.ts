/** The refusals of the card calls and of the card terminal, with the HTTP status each answers. */
export const CARD_ERROR_CODES = {
  /** The card is blocked: no payment, and no change but unblocking a temporary freeze. */
  BLOCKED: { code: 'CARD.BLOCKED', http: 422 },
  EXPIRED: { code: 'CARD.EXPIRED', http: 422 },
  /** The operation would pass what is left of the period's limit; result says what is left. */
  LIMIT_EXCEEDED: { code: 'CARD.LIMIT_EXCEEDED', http: 422 },
  ALREADY_BLOCKED: { code: 'CARD.ALREADY_BLOCKED', http: 409 },
  NOT_BLOCKED: { code: 'CARD.NOT_BLOCKED', http: 409 },
  /** A lost or stolen card stays blocked: order a replacement. */
  BLOCK_FINAL: { code: 'CARD.BLOCK_FINAL', http: 409 },
  /** A limit above the product's ceiling. */
  LIMIT_NOT_ALLOWED: { code: 'CARD.LIMIT_NOT_ALLOWED', http: 422 },
  /** A product not offered to this customer's segment, or not on this account's currency. */
  PRODUCT_NOT_ELIGIBLE: { code: 'CARD.PRODUCT_NOT_ELIGIBLE', http: 422 },
  /** Only a prepaid card is topped up. */
  NOT_PREPAID: { code: 'CARD.NOT_PREPAID', http: 422 },
  /** The authorisation is already settled or cancelled. */
  AUTHORISATION_CLOSED: { code: 'CARD.AUTHORISATION_CLOSED', http: 409 },
  /** The order has already reached its last step. */
  REQUEST_CLOSED: { code: 'CARD.REQUEST_CLOSED', http: 409 },
} as const;
