/** The rules of a card's life that need no database: blocking, unblocking, limits, expiry. */

export const CARD_BLOCK_REASON_VALUES = ['LOST', 'STOLEN', 'TEMPORARY'] as const;
export type CardBlockReason = (typeof CARD_BLOCK_REASON_VALUES)[number];

/** A lost or stolen card never comes back: the customer orders a replacement instead. */
export const isFinalBlock = (reason: CardBlockReason | null): boolean =>
  reason === 'LOST' || reason === 'STOLEN';

/** Spec §9: the limits one may choose per period, in whole dinars (0 turns payments off). */
export const CARD_LIMIT_CHOICES_TND = [0, 700, 900, 1200, 1500, 1800, 2000] as const;

/** The choices a product allows: none above its own ceiling. */
export const listLimitChoices = (productLimitMinor: bigint, minorPerUnit = 1000n): bigint[] =>
  CARD_LIMIT_CHOICES_TND.map((choice) => BigInt(choice) * minorPerUnit).filter(
    (choice) => choice <= productLimitMinor,
  );

/** A card expiring in YYYY-MM is valid through the last day of that month. */
export const isCardExpired = (expiryMonth: string, today: string): boolean => today.slice(0, 7) > expiryMonth;

/** "4532 •••• •••• 0417": the first four and the last four digits, nothing else. */
export const maskCardNumber = (pan: string): string => `${pan.slice(0, 4)} •••• •••• ${pan.slice(-4)}`;
