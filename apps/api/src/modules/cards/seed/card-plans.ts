/**
 * Which cards a seeded customer holds: one to three debit products offered to their segment, in
 * order of preference; the second card counts by the week, the third is frozen, and the demo
 * customer's second card was declared lost (so every state shows somewhere). No prepaid card is
 * seeded: its own ledger account would change the seeded customers' account lists.
 */
import type { CardBlockReason, CardPeriodicity } from '@baraka/domain';

export type SeededCardPlan = {
  productCode: string;
  periodicity: CardPeriodicity;
  /** Whole dinars. */
  limitTnd: number;
  block: CardBlockReason | null;
  /** Whether the account's card payments of the seeded history are this card's. */
  carriesHistory: boolean;
};

/** The most fitting products first: premium, gold, business, then the everyday ones. */
const PREFERENCE = ['VPL', 'VGO', 'VBU', 'VCL', 'CTT', 'MCG', 'EPG'];
/** The demo shows a card declared lost. */
const LOST_CARD_CUSTOMERS = ['90000001'];

/** How many cards: a customer number's digits spread customers over one, two and three. */
const countFor = (customerNumber: string, isCompany: boolean) =>
  isCompany ? 2 : 1 + ([...customerNumber].reduce((sum, digit) => sum + Number(digit), 0) % 3);

export function planCards(
  customerNumber: string,
  isCompany: boolean,
  eligible: readonly { productCode: string; limitTnd: number }[],
): SeededCardPlan[] {
  const ordered = PREFERENCE.flatMap((code) => eligible.filter((product) => product.productCode === code));
  return ordered.slice(0, countFor(customerNumber, isCompany)).map((product, index) => ({
    productCode: product.productCode,
    periodicity: index === 1 ? 'WEEKLY' : 'MONTHLY',
    limitTnd: Math.min(index === 1 ? 900 : 2000, product.limitTnd),
    block:
      index === 2 ? 'TEMPORARY' : index === 1 && LOST_CARD_CUSTOMERS.includes(customerNumber) ? 'LOST' : null,
    carriesHistory: index === 0,
  }));
}
