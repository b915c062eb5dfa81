/**
 * Makes a card: a fresh card number (kept only masked and as a keyed hash, never in clear), an expiry
 * four years on and, for a prepaid product, its own ledger account opened beside the customer's.
 */
import { createHmac, randomBytes, randomInt } from 'node:crypto';
import { addMonths, type CardPeriodicity, maskCardNumber } from '@baraka/domain';
import { eq } from 'drizzle-orm';
import { openCustomerAccount } from '../../core/ledger/index.ts';
import { getMeta } from '../../db/app-meta.queries.ts';
import type { AppTx } from '../../db/client.ts';
import { appMeta, cardProducts, cards, ledgerAccounts } from '../../db/schema/index.ts';
import { PREPAID_CARD_CATEGORY } from '../accounts/index.ts';

const PAN_KEY_META = 'cards.panHmacKey';
const VALIDITY_MONTHS = 48;
/** Visa's BIN range of the bank's cards (test ranges: no real card network knows them). */
const BIN = '453201';

/** The key of the card numbers' hashes: made on first use and kept, so every instance agrees. */
async function loadPanKey(tx: AppTx): Promise<string> {
  await tx
    .insert(appMeta)
    .values({ key: PAN_KEY_META, value: randomBytes(32).toString('hex') })
    .onConflictDoNothing({ target: appMeta.key });
  const key = await getMeta(tx, PAN_KEY_META);
  if (key === undefined) {
    throw new Error('The card number key could not be stored');
  }
  return key;
}

/** A 16-digit number with its Luhn check digit. */
export function generateCardNumber(): string {
  let body = BIN;
  while (body.length < 15) {
    body += String(randomInt(10));
  }
  const sum = [...body]
    .reverse()
    .map(Number)
    .reduce((total, digit, index) => {
      const doubled = index % 2 === 0 ? digit * 2 : digit;
      return total + (doubled > 9 ? doubled - 9 : doubled);
    }, 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

export type NewCard = {
  customerId: string;
  holderName: string;
  /** The account the card spends from; a prepaid card opens its own instead. */
  accountId: string;
  productCode: string;
  periodicity: CardPeriodicity;
  limitMinor: bigint;
  issuedOn: string;
  at: Date;
};

async function openPrepaidAccount(tx: AppTx, card: NewCard, currency: string, title: string) {
  const [linked] = await tx.select().from(ledgerAccounts).where(eq(ledgerAccounts.id, card.accountId));
  if (!linked) {
    throw new Error('The linked account is missing');
  }
  // Prepaid accounts share the customer's branch; 7 + twelve random digits never meets a plan's number.
  const accountNumber = `7${String(randomInt(1e6)).padStart(6, '0')}${String(randomInt(1e6)).padStart(6, '0')}`;
  return openCustomerAccount(tx, {
    customerId: card.customerId,
    branchCode: linked.branchCode,
    branchName: linked.branchName,
    accountNumber,
    currency,
    accountType: 'CURRENT',
    category: PREPAID_CARD_CATEGORY,
    title,
    openDate: card.issuedOn,
  });
}

/** Writes the card; answers its id. */
export async function issueCard(tx: AppTx, card: NewCard): Promise<string> {
  const [product] = await tx
    .select()
    .from(cardProducts)
    .where(eq(cardProducts.productCode, card.productCode));
  if (!product) {
    throw new Error(`No card product ${card.productCode}`);
  }
  const accountId =
    product.kind === 'PREPAID'
      ? await openPrepaidAccount(tx, card, product.currency, product.wording)
      : card.accountId;
  const pan = generateCardNumber();
  const panHash = createHmac('sha256', await loadPanKey(tx))
    .update(pan)
    .digest('hex');
  const [row] = await tx
    .insert(cards)
    .values({
      customerId: card.customerId,
      accountId,
      productCode: product.productCode,
      holderName: card.holderName.toUpperCase(),
      maskedNumber: maskCardNumber(pan),
      last4: pan.slice(-4),
      panHash,
      expiryMonth: addMonths(card.issuedOn, VALIDITY_MONTHS).slice(0, 7),
      periodicity: card.periodicity,
      limitMinor: card.limitMinor,
      createdAt: card.at,
    })
    .returning({ id: cards.id });
  if (!row) {
    throw new Error('The card was not written');
  }
  return row.id;
}
