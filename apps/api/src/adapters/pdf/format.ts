/** Amounts, dates and bank identifiers as each language writes them, from exact values (no floats). */
import type { PdfLanguage } from './types.ts';

/** Separators per language, as the web app writes them (Latin digits everywhere). */
const SEPARATORS: Record<PdfLanguage, { group: string; decimal: string }> = {
  fr: { group: '\u00a0', decimal: ',' },
  en: { group: ',', decimal: '.' },
  ar: { group: '.', decimal: ',' },
};

function groupThousands(digits: string, separator: string): string {
  const groups: string[] = [];
  for (let end = digits.length; end > 0; end -= 3) {
    groups.unshift(digits.slice(Math.max(0, end - 3), end));
  }
  return groups.join(separator);
}

/** "1 234,500" (fr), "1,234.500" (en), "1.234,500" (ar) — always `minorDigits` decimals. */
export function formatAmount(minor: bigint, minorDigits: number, language: PdfLanguage): string {
  if (!Number.isInteger(minorDigits) || minorDigits < 0) {
    throw new RangeError(`Invalid number of minor digits: ${minorDigits}`);
  }
  const { group, decimal } = SEPARATORS[language];
  const isNegative = minor < 0n;
  const digits = (isNegative ? -minor : minor).toString().padStart(minorDigits + 1, '0');
  const whole = groupThousands(digits.slice(0, digits.length - minorDigits), group);
  const fraction = minorDigits > 0 ? `${decimal}${digits.slice(digits.length - minorDigits)}` : '';
  return `${isNegative ? '-' : ''}${whole}${fraction}`;
}

/** The amount followed by its ISO currency code: "1 234,500 TND". */
export function formatMoney(
  minor: bigint,
  minorDigits: number,
  currency: string,
  language: PdfLanguage,
): string {
  return `${formatAmount(minor, minorDigits, language)}\u00a0${currency}`;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A YYYY-MM-DD calendar date as DD/MM/YYYY, the Tunisian way in all three languages. */
export function formatIsoDate(date: string): string {
  const match = ISO_DATE.exec(date);
  if (!match) {
    throw new RangeError(`Not a calendar date: "${date}"`);
  }
  const [, year, month, day] = match;
  return `${day}/${month}/${year}`;
}

const TUNIS_PARTS = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Africa/Tunis',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant as the date and time in Tunis: { date: "12/03/2026", time: "10:15" }. */
export function formatTunisDateTime(instant: Date): { date: string; time: string } {
  const parts = Object.fromEntries(TUNIS_PARTS.formatToParts(instant).map((part) => [part.type, part.value]));
  return { date: `${parts.day}/${parts.month}/${parts.year}`, time: `${parts.hour}:${parts.minute}` };
}

/** "32 001 0012345678901 51": bank, branch, account, key. */
export function formatRib(rib: string): string {
  const digits = rib.replace(/\s+/g, '');
  if (!/^\d{20}$/.test(digits)) {
    return rib;
  }
  return [digits.slice(0, 2), digits.slice(2, 5), digits.slice(5, 18), digits.slice(18)].join(' ');
}

/** The four parts of a RIB, for the certificate's grid. */
export function splitRib(rib: string): { bank: string; branch: string; account: string; key: string } {
  const digits = rib.replace(/\s+/g, '');
  return {
    bank: digits.slice(0, 2),
    branch: digits.slice(2, 5),
    account: digits.slice(5, 18),
    key: digits.slice(18, 20),
  };
}

/** "TN59 3200 1001 2345 6789 0151": groups of four, as printed on paper. */
export function formatIban(iban: string): string {
  const compact = iban.replace(/\s+/g, '').toUpperCase();
  return compact.replace(/(.{4})(?=.)/g, '$1 ');
}
