/**
 * Which transfers wait for the bank's manual validation before they are executed, as data: an
 * international transfer whose dinar equivalent reaches the threshold.
 */

const TND = 1000n;

export const TRANSFER_VALIDATION_RULES = {
  /** Transfer kinds the rule applies to and the dinar equivalent (millimes) from which it does. */
  INTERNATIONAL: { fromDinarMinor: 10_000n * TND },
} as const satisfies Partial<Record<string, { fromDinarMinor: bigint }>>;

/** True when the bank must validate this transfer by hand before it is executed. */
export function needsBankValidation(transfer: { kind: string; dinarMinor: bigint }): boolean {
  const rule = (TRANSFER_VALIDATION_RULES as Partial<Record<string, { fromDinarMinor: bigint }>>)[
    transfer.kind
  ];
  return rule !== undefined && transfer.dinarMinor >= rule.fromDinarMinor;
}

/**
 * The bank's review of a held transfer, standing in for a back office (a job of the API): once the
 * transfer has waited `afterMs`, the bank approves it, unless the beneficiary's bank is in a country
 * it does not send to (the FATF "call for action" list) or the dinar equivalent is above what it
 * validates without a closer look — those it rejects, and the money held is given back.
 */
export const TRANSFER_VALIDATION_REVIEW = {
  afterMs: 5 * 60_000,
  refusedPayeeCountries: ['KP', 'IR', 'MM'] as readonly string[],
  refusedFromDinarMinor: 200_000n * TND,
};
export type TransferValidationReview = typeof TRANSFER_VALIDATION_REVIEW;

export function decideTransferValidation(
  transfer: { payeeCountry: string | null; dinarMinor: bigint },
  review: TransferValidationReview = TRANSFER_VALIDATION_REVIEW,
): 'APPROVE' | 'REJECT' {
  const country = transfer.payeeCountry?.toUpperCase() ?? null;
  const isRefusedCountry = country !== null && review.refusedPayeeCountries.includes(country);
  return isRefusedCountry || transfer.dinarMinor >= review.refusedFromDinarMinor ? 'REJECT' : 'APPROVE';
}
