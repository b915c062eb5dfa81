/** Numbers of the simulators in the visitor's language: TND with millimes, percentages, months and years. */
import type { Language } from '@baraka/contracts/shared/common';
import type { SimulatorUnit } from '@baraka/domain/simulators/definition';
import { formatNumber, getNumberFormat } from '../../../lib/format';

/** An Intl format that writes the language's own separators (one rule for the whole app, lib/format). */
type NumberWriter = { format: (value: number) => string };

function getFormat(language: Language, options: Intl.NumberFormatOptions): NumberWriter {
  const intl = getNumberFormat(language, { numberingSystem: 'latn', ...options });
  return { format: (value) => formatNumber(intl, value, language) };
}

export function formatAmount(value: number, language: Language): string {
  return getFormat(language, {
    style: 'currency',
    currency: 'TND',
    minimumFractionDigits: 3,
    maximumFractionDigits: 3,
  }).format(value);
}

/** An amount the visitor chooses: millimes only when it has some ("5 000 DT", "2 500,500 DT"). */
export function formatAmountChoice(value: number, language: Language): string {
  return getFormat(language, {
    style: 'currency',
    currency: 'TND',
    minimumFractionDigits: Number.isInteger(value) ? 0 : 3,
    maximumFractionDigits: 3,
  }).format(value);
}

/** Short amounts for chart axes ("150 k"). */
export function formatCompactAmount(value: number, language: Language): string {
  return getFormat(language, { notation: 'compact', maximumFractionDigits: 1 }).format(value);
}

export function formatPercent(value: number, language: Language): string {
  return getFormat(language, {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(value / 100);
}

export function formatMonths(value: number, language: Language): string {
  return getFormat(language, { style: 'unit', unit: 'month', unitDisplay: 'long' }).format(value);
}

export function formatYears(value: number, language: Language): string {
  return getFormat(language, { style: 'unit', unit: 'year', unitDisplay: 'long' }).format(value);
}

export function formatPlainNumber(value: number, language: Language): string {
  return getFormat(language, { maximumFractionDigits: 3 }).format(value);
}

/** A simulator value as the visitor reads it, whatever its unit; `isChoice` drops whole amounts' millimes. */
export function formatUnitValue(
  value: number,
  unit: SimulatorUnit,
  language: Language,
  isChoice = false,
): string {
  switch (unit) {
    case 'CCY':
      return isChoice ? formatAmountChoice(value, language) : formatAmount(value, language);
    case 'PERCENT':
      return formatPercent(value, language);
    case 'MONTH':
      return formatMonths(value, language);
    case 'YEARS':
      return formatYears(value, language);
  }
}

/** Millimes as dinars with their three decimals and no currency sign (tables say the currency once). */
export function formatMillimes(millimes: bigint, language: Language): string {
  return getFormat(language, { minimumFractionDigits: 3, maximumFractionDigits: 3 }).format(
    Number(millimes) / 1_000,
  );
}
