/** Numbers and dates written the way each language reads them (Tunisian conventions, Latin digits). */
import type { Language } from '@baraka/contracts/shared/common';

const LOCALES: Record<Language, string> = { fr: 'fr-TN', en: 'en-GB', ar: 'ar-TN' };

export function getLocale(language: string): string {
  return LOCALES[language as Language] ?? LOCALES.fr;
}

/**
 * One Intl format per language and options, built on first use: building one reads the locale's data
 * and costs far more than writing with it, and lists write dates and amounts by the dozen.
 */
function builtOncePerOptions<Options, Format>(build: (locale: string, options: Options) => Format) {
  const built = new Map<string, Format>();
  return (language: string, options: Options): Format => {
    const key = `${language}|${JSON.stringify(options)}`;
    let format = built.get(key);
    if (!format) {
      format = build(getLocale(language), options);
      built.set(key, format);
    }
    return format;
  };
}

export const getDateFormat = builtOncePerOptions(
  (locale, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options),
);

export const getNumberFormat = builtOncePerOptions(
  (locale, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options),
);

type NumberSeparators = { group: string; decimal: string };

/**
 * The one way each language writes numbers, on every screen, field and placeholder. Arabic writes
 * them as French does (narrow space between thousands, decimal comma): its locale data groups
 * thousands with a dot, so "40.000 د.ت." (forty thousand) stood beside "657,145 د.ت." (657 dinars).
 */
export const NUMBER_SEPARATORS: Record<Language, NumberSeparators> = {
  fr: { group: '\u202f', decimal: ',' },
  en: { group: ',', decimal: '.' },
  ar: { group: '\u202f', decimal: ',' },
};

export function getNumberSeparators(language: string): NumberSeparators {
  return NUMBER_SEPARATORS[language as Language] ?? NUMBER_SEPARATORS.fr;
}

/** Intl's parts of a number, joined with the language's own separators. */
export function joinNumberParts(parts: readonly Intl.NumberFormatPart[], language: string): string {
  const { group, decimal } = getNumberSeparators(language);
  return parts
    .map((part) => {
      if (part.type === 'group') {
        return group;
      }
      return part.type === 'decimal' ? decimal : part.value;
    })
    .join('');
}

/** A number through an Intl format (unit, percent, currency...), with the language's separators. */
export function formatNumber(format: Intl.NumberFormat, value: number | string, language: string): string {
  return joinNumberParts(format.formatToParts(value as number), language);
}

/**
 * Formats exact decimal text ("3.3560") with `digits` decimals. Intl reads a string as an exact
 * decimal, so no float ever rounds a rate or an amount on its way to the screen.
 */
export function formatDecimal(text: string, language: string, digits: number): string {
  const format = getNumberFormat(language, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    numberingSystem: 'latn',
  });
  return formatNumber(format, text, language);
}

/** What an empty amount field shows: zero with the currency's decimals, written like its values. */
export function formatAmountPlaceholder(digits: number, language: string): string {
  return formatDecimal('0', language, digits);
}

export function formatDate(epochMillis: number, language: string, style: 'long' | 'medium' = 'long'): string {
  return getDateFormat(language, {
    dateStyle: style,
    numberingSystem: 'latn',
    timeZone: 'Africa/Tunis',
  }).format(epochMillis);
}

/** A YYYY-MM-DD calendar date, read as that day in Tunis. */
export function formatIsoDate(date: string, language: string): string {
  return formatDate(Date.parse(`${date}T12:00:00Z`), language);
}

/** A YYYY-MM-DD calendar date with its weekday, as that day in Tunis: "mardi 1 décembre 2026". */
export function formatIsoDayWithWeekday(date: string, language: string): string {
  return getDateFormat(language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    numberingSystem: 'latn',
    timeZone: 'Africa/Tunis',
  }).format(Date.parse(`${date}T12:00:00Z`));
}

/** Keeps an e-mail address or a number whole inside a sentence of either direction (Unicode isolate). */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}

/** An instant (ISO text) as a date and time in Tunis: "27 nov. 2026, 21:40". */
export function formatDateTime(instant: string, language: string): string {
  return getDateFormat(language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    // fr-TN would write "9:00 AM": banks in Tunisia write the 24-hour clock.
    hourCycle: 'h23',
    numberingSystem: 'latn',
    timeZone: 'Africa/Tunis',
  }).format(Date.parse(instant));
}
