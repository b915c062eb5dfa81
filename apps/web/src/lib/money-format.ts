/**
 * Money as people read it: the API's exact decimal text ("-1250.500") in its currency, written per
 * language with the currency's own decimals (three for TND) and Latin digits, like every number of
 * the app. Intl reads the text as an exact decimal: no float ever touches an amount.
 */
import { CURRENCY_MINOR_DIGITS } from '@baraka/domain/money/currency';
import { getNumberFormat, getNumberSeparators } from './format';

/** U+2212, the typographic minus: wider than a hyphen, so a debit reads as one at a glance. */
export const MINUS_SIGN = '\u2212';
/** Direction marks Intl adds for Arabic; amounts are laid out left to right by the caller instead. */
const BIDI_MARKS = /[\u200e\u200f\u061c]/g;
const RTL_LETTERS = /[\u0590-\u08ff]/;

/** An Arabic currency sign ("د.ت.") keeps its own right-to-left order inside a left-to-right amount. */
const isolateCurrency = (text: string): string => (RTL_LETTERS.test(text) ? `\u2067${text}\u2069` : text);
const HIDDEN_DIGITS = '••••••';

export function getCurrencyDigits(currency: string): number {
  const known = (CURRENCY_MINOR_DIGITS as Record<string, number>)[currency];
  return known ?? 2;
}

type MoneyFormatOptions = {
  /** "+" on credits and "−" on debits; otherwise only negative amounts carry a sign. */
  signed?: boolean;
};

function getMoneyFormat(currency: string, language: string, signed: boolean): Intl.NumberFormat {
  const digits = getCurrencyDigits(currency);
  return getNumberFormat(language, {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    numberingSystem: 'latn',
    signDisplay: signed ? 'exceptZero' : 'auto',
  });
}

/** "2 769,800 DT" (fr), "TND 2,769.800" (en), "2 769,800 د.ت." (ar), to lay out left to right. */
export function formatMoney(
  amount: string,
  currency: string,
  language: string,
  { signed = false }: MoneyFormatOptions = {},
): string {
  const separators = getNumberSeparators(language);
  return getMoneyFormat(currency, language, signed)
    .formatToParts(amount as unknown as number)
    .map((part) => {
      if (part.type === 'minusSign') {
        return MINUS_SIGN;
      }
      if (part.type === 'group' || part.type === 'decimal') {
        return separators[part.type];
      }
      return part.type === 'currency' ? isolateCurrency(part.value) : part.value;
    })
    .join('')
    .replace(BIDI_MARKS, '');
}

/**
 * An amount inside a sentence: isolated left to right (LRI … PDI), so an Arabic sentence keeps the
 * sign before the digits and the currency after them, as on every amount of the app.
 */
export function isolateAmount(text: string): string {
  return `\u2066${text}\u2069`;
}

/** The same amount with its digits masked, the currency where the language puts it: "•••••• DT". */
export function formatHiddenMoney(currency: string, language: string): string {
  const parts = getMoneyFormat(currency, language, false).formatToParts(0);
  let isMasked = false;
  return parts
    .map((part) => {
      if (['integer', 'group', 'decimal', 'fraction'].includes(part.type)) {
        if (isMasked) {
          return '';
        }
        isMasked = true;
        return HIDDEN_DIGITS;
      }
      return part.type === 'currency' ? isolateCurrency(part.value) : part.value;
    })
    .join('')
    .replace(BIDI_MARKS, '');
}

/** Whether decimal text is below zero ("-0.000" is not). */
export function isNegativeAmount(amount: string): boolean {
  return amount.trim().startsWith('-') && /[1-9]/.test(amount);
}

/** The amount without its sign, still exact text. */
export function toAbsoluteAmount(amount: string): string {
  return amount.trim().replace(/^[-+]/, '');
}
