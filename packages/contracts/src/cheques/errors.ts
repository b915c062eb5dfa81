/** The refusals of the cheque calls and of the development clearing house, with their HTTP status. */
export const CHEQUE_ERROR_CODES = {
  /** A type not offered to this customer's segment or on this account's currency. */
  TYPE_NOT_ELIGIBLE: { code: 'CHEQUE.TYPE_NOT_ELIGIBLE', http: 422 },
  /** The account already has an order on its way: wait for it to be delivered. */
  REQUEST_IN_PROGRESS: { code: 'CHEQUE.REQUEST_IN_PROGRESS', http: 409 },
  /** The order has already reached DELIVERED. */
  REQUEST_CLOSED: { code: 'CHEQUE.REQUEST_CLOSED', http: 409 },
  /** The chequebook is not printed yet: there is no leaf to declare. */
  NOT_PRINTED: { code: 'CHEQUE.NOT_PRINTED', http: 409 },
  /** The leaf was paid already, or is already opposed (a declaration is final). */
  LEAF_NOT_BLANK: { code: 'CHEQUE.LEAF_NOT_BLANK', http: 409 },
  /** The leaf is not in this chequebook. */
  UNKNOWN_LEAF: { code: 'CHEQUE.UNKNOWN_LEAF', http: 422 },
  /** Development clearing house: no customer account has this RIB. */
  UNKNOWN_ACCOUNT: { code: 'CHEQUE.UNKNOWN_ACCOUNT', http: 422 },
} as const;
