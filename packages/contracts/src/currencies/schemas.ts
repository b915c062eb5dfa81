/** GET api/currencies/all: the bank's published exchange rates against the dinar (spec §3 Currency rate). */
import { z } from 'zod';
import { localizedTextSchema } from '../shared/localized.ts';

/** The 16 currencies the bank quotes. */
export const QUOTED_CURRENCIES = [
  'AED',
  'BHD',
  'CAD',
  'CHF',
  'CNY',
  'DKK',
  'EUR',
  'GBP',
  'JPY',
  'KWD',
  'LYD',
  'NOK',
  'QAR',
  'SAR',
  'SEK',
  'USD',
] as const;
export const quotedCurrencySchema = z.enum(QUOTED_CURRENCIES);
export type QuotedCurrency = z.infer<typeof quotedCurrencySchema>;

/** Rates are exact decimal text with four decimals ("3.3850"), never floats. */
export const rateTextSchema = z.string().regex(/^\d+\.\d{4}$/);

export const QUOTATION_UNITS = [1, 10, 100, 1000] as const;

export const currencyRateSchema = z.object({
  isoCode: quotedCurrencySchema,
  /** Dinars the bank pays (buy) or asks (sell) for `unit` units of the currency. */
  retailRate: z.object({ buy: rateTextSchema, sell: rateTextSchema, name: z.string() }),
  currencyName: localizedTextSchema,
  unit: z.literal(QUOTATION_UNITS),
  /** When the bank last published this rate (epoch ms). */
  updatedAt: z.number().int(),
});
export type CurrencyRate = z.infer<typeof currencyRateSchema>;

/** The converter's form: an amount and two currencies, the dinar or any quoted one. */
export const converterCurrencySchema = z.union([z.literal('TND'), quotedCurrencySchema]);
export const converterFormSchema = z.object({
  amount: z
    .string()
    .trim()
    .regex(/^\d{1,12}([.,]\d{1,3})?$/, { message: 'InvalidNumber' }),
  from: converterCurrencySchema,
  to: converterCurrencySchema,
});
export type ConverterForm = z.infer<typeof converterFormSchema>;
