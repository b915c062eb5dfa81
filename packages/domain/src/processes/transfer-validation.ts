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
