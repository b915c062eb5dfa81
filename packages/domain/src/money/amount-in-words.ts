/**
 * An amount written out in words, as on a cheque ("mille deux cent cinquante dinars et 500
 * millimes"), in French, English or Arabic. Whole units up to 999 999 999; the minor part in figures.
 */
export type WordsLanguage = 'fr' | 'en' | 'ar';

const FR_UNITS = [
  'zéro',
  'un',
  'deux',
  'trois',
  'quatre',
  'cinq',
  'six',
  'sept',
  'huit',
  'neuf',
  'dix',
  'onze',
  'douze',
  'treize',
  'quatorze',
  'quinze',
  'seize',
];
const FR_TENS = ['', 'dix', 'vingt', 'trente', 'quarante', 'cinquante', 'soixante'];

function frenchBelow100(n: number): string {
  if (n <= 16) {
    return FR_UNITS[n] ?? '';
  }
  if (n < 20) {
    return `dix-${FR_UNITS[n - 10]}`;
  }
  if (n < 70) {
    const tens = FR_TENS[Math.floor(n / 10)] ?? '';
    const unit = n % 10;
    return unit === 0 ? tens : unit === 1 ? `${tens} et un` : `${tens}-${FR_UNITS[unit]}`;
  }
  if (n < 80) {
    return n === 71 ? 'soixante et onze' : `soixante-${frenchBelow100(n - 60)}`;
  }
  return n === 80 ? 'quatre-vingts' : `quatre-vingt-${frenchBelow100(n - 80)}`;
}

function frenchBelow1000(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const head =
    hundreds === 0 ? '' : hundreds === 1 ? 'cent' : `${FR_UNITS[hundreds]} cent${rest === 0 ? 's' : ''}`;
  return [head, rest === 0 && hundreds > 0 ? '' : frenchBelow100(rest)].filter(Boolean).join(' ');
}

function french(n: number): string {
  if (n === 0) {
    return 'zéro';
  }
  const millions = Math.floor(n / 1_000_000);
  const thousands = Math.floor((n % 1_000_000) / 1000);
  const rest = n % 1000;
  const parts: string[] = [];
  if (millions > 0) {
    parts.push(`${frenchBelow1000(millions)} million${millions > 1 ? 's' : ''}`);
  }
  if (thousands > 0) {
    // "quatre-vingt mille", "deux cent mille": no plural before mille.
    parts.push(thousands === 1 ? 'mille' : `${frenchBelow1000(thousands).replace(/s$/, '')} mille`);
  }
  if (rest > 0) {
    parts.push(frenchBelow1000(rest));
  }
  return parts.join(' ');
}

const EN_UNITS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const EN_TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

function englishBelow1000(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const tail =
    rest === 0
      ? ''
      : rest < 20
        ? (EN_UNITS[rest] ?? '')
        : `${EN_TENS[Math.floor(rest / 10)]}${rest % 10 === 0 ? '' : `-${EN_UNITS[rest % 10]}`}`;
  if (hundreds === 0) {
    return tail;
  }
  return tail ? `${EN_UNITS[hundreds]} hundred and ${tail}` : `${EN_UNITS[hundreds]} hundred`;
}

function english(n: number): string {
  if (n === 0) {
    return 'zero';
  }
  const groups: [number, string][] = [
    [Math.floor(n / 1_000_000), ' million'],
    [Math.floor((n % 1_000_000) / 1000), ' thousand'],
    [n % 1000, ''],
  ];
  return groups
    .filter(([value]) => value > 0)
    .map(([value, word]) => `${englishBelow1000(value)}${word}`)
    .join(' ');
}

const AR_UNITS = ['', 'واحد', 'اثنان', 'ثلاثة', 'أربعة', 'خمسة', 'ستة', 'سبعة', 'ثمانية', 'تسعة'];
const AR_TEENS = [
  'عشرة',
  'أحد عشر',
  'اثنا عشر',
  'ثلاثة عشر',
  'أربعة عشر',
  'خمسة عشر',
  'ستة عشر',
  'سبعة عشر',
  'ثمانية عشر',
  'تسعة عشر',
];
const AR_TENS = ['', '', 'عشرون', 'ثلاثون', 'أربعون', 'خمسون', 'ستون', 'سبعون', 'ثمانون', 'تسعون'];
const AR_HUNDREDS = [
  '',
  'مائة',
  'مائتان',
  'ثلاثمائة',
  'أربعمائة',
  'خمسمائة',
  'ستمائة',
  'سبعمائة',
  'ثمانمائة',
  'تسعمائة',
];

function arabicBelow1000(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  let tail = '';
  if (rest >= 20) {
    tail =
      rest % 10 === 0
        ? (AR_TENS[rest / 10] ?? '')
        : `${AR_UNITS[rest % 10]} و${AR_TENS[Math.floor(rest / 10)]}`;
  } else if (rest >= 10) {
    tail = AR_TEENS[rest - 10] ?? '';
  } else {
    tail = AR_UNITS[rest] ?? '';
  }
  return [AR_HUNDREDS[hundreds] ?? '', tail].filter(Boolean).join(' و');
}

function arabicScale(n: number, one: string, two: string, few: string): string {
  if (n === 1) {
    return one;
  }
  if (n === 2) {
    return two;
  }
  return n <= 10 ? `${arabicBelow1000(n)} ${few}` : `${arabicBelow1000(n)} ${one}`;
}

function arabic(n: number): string {
  if (n === 0) {
    return 'صفر';
  }
  const millions = Math.floor(n / 1_000_000);
  const thousands = Math.floor((n % 1_000_000) / 1000);
  const rest = n % 1000;
  const parts: string[] = [];
  if (millions > 0) {
    parts.push(arabicScale(millions, 'مليون', 'مليونان', 'ملايين'));
  }
  if (thousands > 0) {
    parts.push(arabicScale(thousands, 'ألف', 'ألفان', 'آلاف'));
  }
  if (rest > 0) {
    parts.push(arabicBelow1000(rest));
  }
  return parts.join(' و');
}

/** A whole number in words (0 to 999 999 999). */
export function numberInWords(n: number, language: WordsLanguage): string {
  if (!Number.isInteger(n) || n < 0 || n > 999_999_999) {
    throw new RangeError(`Cannot write ${n} in words`);
  }
  return language === 'fr' ? french(n) : language === 'en' ? english(n) : arabic(n);
}

const UNIT_NAMES: Record<string, Record<WordsLanguage, [string, string, string]>> = {
  // [major singular, major plural, minor]
  TND: {
    fr: ['dinar', 'dinars', 'millimes'],
    en: ['dinar', 'dinars', 'millimes'],
    ar: ['دينار', 'دينار', 'مليم'],
  },
  EUR: { fr: ['euro', 'euros', 'centimes'], en: ['euro', 'euros', 'cents'], ar: ['يورو', 'يورو', 'سنت'] },
  USD: {
    fr: ['dollar', 'dollars', 'cents'],
    en: ['dollar', 'dollars', 'cents'],
    ar: ['دولار', 'دولار', 'سنت'],
  },
};

/** "mille deux cent cinquante dinars et 500 millimes" from 1250500n millimes. */
export function amountInWords(
  minor: bigint,
  currency: string,
  minorDigits: number,
  language: WordsLanguage,
): string {
  const scale = 10n ** BigInt(minorDigits);
  const major = Number(minor / scale);
  const rest = minor % scale;
  const names = UNIT_NAMES[currency]?.[language] ?? [currency, currency, ''];
  const majorText = `${numberInWords(major, language)} ${major === 1 ? names[0] : names[1]}`;
  if (rest === 0n || minorDigits === 0) {
    return majorText;
  }
  const minorText = `${String(rest).padStart(minorDigits, '0')} ${names[2]}`.trim();
  const and = language === 'fr' ? 'et' : language === 'en' ? 'and' : 'و';
  return language === 'ar' ? `${majorText} ${and}${minorText}` : `${majorText} ${and} ${minorText}`;
}
