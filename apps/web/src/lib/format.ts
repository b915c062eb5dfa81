/** Numbers and dates written the way each language reads them (Tunisian conventions, Latin digits). */
import type { Language } from '@baraka/contracts/shared/common';

const LOCALES: Record<Language, string> = { fr: 'fr-TN', en: 'en-GB', ar: 'ar-TN' };

export function getLocale(language: string): string {
  return LOCALES[language as Language] ?? LOCALES.fr;
}

/**
 * Formats exact decimal text ("3.3560") with `digits` decimals. Intl reads a string as an exact
 * decimal, so no float ever rounds a rate or an amount on its way to the screen.
 */
export function formatDecimal(text: string, language: string, digits: number): string {
  const format = new Intl.NumberFormat(getLocale(language), {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    numberingSystem: 'latn',
  });
  return format.format(text as unknown as number);
}

export function formatDate(epochMillis: number, language: string, style: 'long' | 'medium' = 'long'): string {
  return new Intl.DateTimeFormat(getLocale(language), {
    dateStyle: style,
    numberingSystem: 'latn',
    timeZone: 'Africa/Tunis',
  }).format(epochMillis);
}

/** A YYYY-MM-DD calendar date, read as that day in Tunis. */
export function formatIsoDate(date: string, language: string): string {
  return formatDate(Date.parse(`${date}T12:00:00Z`), language);
}

/** Keeps an e-mail address or a number whole inside a sentence of either direction (Unicode isolate). */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}

/** An instant (ISO text) as a date and time in Tunis: "27 nov. 2026, 21:40". */
export function formatDateTime(instant: string, language: string): string {
  return new Intl.DateTimeFormat(getLocale(language), {
    dateStyle: 'medium',
    timeStyle: 'short',
    hourCycle: 'h23',
    numberingSystem: 'latn',
    timeZone: 'Africa/Tunis',
  }).format(Date.parse(instant));
}
