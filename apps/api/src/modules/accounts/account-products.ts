/**
 * The bank's account products by the core's product code (an account's `category`), named once in
 * the three languages: account lists, reviews, receipts, documents and the catalogue read them here.
 */
import type { Language, LocalizedText } from '@baraka/contracts';

export const ACCOUNT_PRODUCTS: Readonly<Record<string, LocalizedText>> = {
  '1001': { fr: 'Compte courant', en: 'Current account', ar: 'الحساب الجاري' },
  '1002': { fr: 'Compte courant Prestige', en: 'Prestige current account', ar: 'الحساب الجاري بريستيج' },
  '1005': { fr: 'Compte Jeune', en: 'Youth account', ar: 'حساب الشباب' },
  '1102': { fr: 'Compte en devises', en: 'Foreign currency account', ar: 'حساب بالعملة الأجنبية' },
  '1103': { fr: 'Compte en dollars', en: 'US dollar account', ar: 'حساب بالدولار' },
  '1201': { fr: 'Compte courant professionnel', en: 'Business current account', ar: 'الحساب الجاري المهني' },
  '1202': { fr: 'Compte fournisseurs', en: 'Suppliers account', ar: 'حساب المزوّدين' },
  '1203': { fr: 'Compte export', en: 'Export account', ar: 'حساب التصدير' },
  '2001': { fr: 'Compte d’épargne', en: 'Savings account', ar: 'حساب الادّخار' },
  '2002': { fr: 'Épargne Masken', en: 'Masken housing savings', ar: 'ادّخار مسكن' },
  '2003': { fr: 'Épargne Hajj', en: 'Hajj savings', ar: 'ادّخار الحج' },
  '2004': {
    fr: 'Compte d’investissement Moudharaba',
    en: 'Mudaraba investment account',
    ar: 'حساب الاستثمار بالمضاربة',
  },
};

/** The product's name in French, as an account opens with it (before any nickname). */
export function getProductTitle(category: string): string {
  const product = ACCOUNT_PRODUCTS[category];
  if (!product) {
    throw new Error(`No account product ${category}`);
  }
  return product.fr;
}

/** The product's three names as the catalogue seed writes them: French, English, Arabic. */
export function getProductLines(category: string): [fr: string, en: string, ar: string] {
  const product = ACCOUNT_PRODUCTS[category];
  if (!product) {
    throw new Error(`No account product ${category}`);
  }
  return [product.fr, product.en, product.ar];
}

/**
 * An account's name in the caller's language: its product's name while the account still bears it
 * (the core opens accounts under their product's French name); a name the customer gave it, as typed.
 */
export function nameAccount(account: { category: string; title: string }, language: Language): string {
  const product = ACCOUNT_PRODUCTS[account.category];
  return product && account.title === product.fr ? product[language] : account.title;
}
