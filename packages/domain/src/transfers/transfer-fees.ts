/**
 * The bank's fees per transfer, as data, in dinars (millimes): transfers inside the bank are free,
 * an interbank transfer in Tunisia costs a flat fee, an international one a share of its worth
 * between a floor and a ceiling. The fee is charged to the debited account on top of the amount.
 */
import type { TransferKind } from '../calendar/transfer-calendar.ts';

export type FeeRule =
  | { kind: 'NONE' }
  | { kind: 'FLAT'; amountMinor: bigint }
  /** basisPoints of the transfer's worth (25 = 0.25 %), rounded half up to the millime. */
  | { kind: 'SHARE'; basisPoints: bigint; minMinor: bigint; maxMinor: bigint };

export const TRANSFER_FEES: Readonly<Record<TransferKind, FeeRule>> = {
  OWN_ACCOUNT: { kind: 'NONE' },
  WITHINBANK: { kind: 'NONE' },
  NATIONAL: { kind: 'FLAT', amountMinor: 700n },
  INTERNATIONAL: { kind: 'SHARE', basisPoints: 25n, minMinor: 20_000n, maxMinor: 150_000n },
};

/** The fee in millimes for a transfer worth `dinarMinor` millimes. */
export function computeTransferFee(kind: TransferKind, dinarMinor: bigint): bigint {
  const rule = TRANSFER_FEES[kind];
  switch (rule.kind) {
    case 'NONE':
      return 0n;
    case 'FLAT':
      return rule.amountMinor;
    case 'SHARE': {
      const share = (dinarMinor * rule.basisPoints * 2n + 10_000n) / 20_000n;
      return share < rule.minMinor ? rule.minMinor : share > rule.maxMinor ? rule.maxMinor : share;
    }
  }
}
