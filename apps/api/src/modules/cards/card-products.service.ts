/**
 * What a customer may order: the products offered to their segment (on one account's currency
 * when named), the accounts a card may spend from, and the limits and periods to choose from.
 */
import { CARD_PERIODICITIES, type CardProduct, type CardRequestForm } from '@baraka/contracts';
import { CARD_LIMIT_CHOICES_TND, maskAccountNumber } from '@baraka/domain';
import { and, arrayContains, asc, eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { cardProducts, ledgerAccounts } from '../../db/schema/index.ts';
import { toDecimal } from '../../lib/amounts.ts';
import type { AuthContext } from '../../plugins/session/auth-context.ts';
import { getAvailableMinor, getVisibleAccount, visibleAccountsCondition } from '../accounts/index.ts';
import type { CardProductRow } from './cards.queries.ts';

export const toCardProduct = (row: CardProductRow): CardProduct => ({
  productCode: row.productCode,
  wording: row.wording,
  abrvWording: row.abrvWording,
  family: row.family,
  kind: row.kind,
  plasticType: row.plasticType,
  limitIndex: row.limitIndex,
  onPerToAmount: toDecimal(row.productLimitMinor, row.currency),
  currency: row.currency,
});

/** The products of the caller's segment, in the catalogue's order. */
export const listEligibleProducts = (db: AppDb, auth: AuthContext, currency?: string) =>
  db
    .select()
    .from(cardProducts)
    .where(
      and(
        arrayContains(cardProducts.segments, [auth.record.customer.segmentCode]),
        currency ? eq(cardProducts.currency, currency) : undefined,
      ),
    )
    .orderBy(asc(cardProducts.displayOrder));

export async function listCardProducts(
  db: AppDb,
  auth: AuthContext,
  accountId?: string,
): Promise<CardProduct[]> {
  const currency = accountId ? (await getVisibleAccount(db, auth, accountId)).currency : undefined;
  return (await listEligibleProducts(db, auth, currency)).map(toCardProduct);
}

/** Accounts a card may spend from: active demand accounts (a savings account has no card but its own). */
export const listCardAccounts = (db: AppDb, auth: AuthContext) =>
  db
    .select()
    .from(ledgerAccounts)
    .where(
      and(
        visibleAccountsCondition(db, auth),
        eq(ledgerAccounts.status, 'ACTIVE'),
        eq(ledgerAccounts.accountType, 'MAIN'),
      ),
    )
    .orderBy(asc(ledgerAccounts.accountNumber));

export async function getCardRequestForm(db: AppDb, auth: AuthContext): Promise<CardRequestForm> {
  const accounts = await listCardAccounts(db, auth);
  const products = await listEligibleProducts(db, auth);
  return {
    holderName: auth.record.customer.name,
    accounts: accounts.map((account) => ({
      id: account.id,
      accountNumber: maskAccountNumber(account.accountNumber),
      title: account.title,
      currency: account.currency,
      availableBalance: toDecimal(getAvailableMinor(account), account.currency),
    })),
    products: products.map(toCardProduct),
    limits: CARD_LIMIT_CHOICES_TND.map((choice) => toDecimal(BigInt(choice) * 1000n, 'TND')),
    periodicities: [...CARD_PERIODICITIES],
  };
}
