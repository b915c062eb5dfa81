/** The refusals of the financing calls, with the HTTP status each answers. */
export const FINANCING_ERROR_CODES = {
  /** The financing is repaid already: nothing is left to repay. */
  CLOSED: { code: 'FINANCING.CLOSED', http: 409 },
} as const;
