/**
 * The bank's financing products (spec §1, §9) as data: the Islamic contract each one is sold under
 * (Murabaha: the bank buys and resells with a margin known in advance; Ijara: the bank leases),
 * the product family the apps show (home, car, express, company), the profit rate and the limits.
 * Company trade financing is capped at a share of the underlying value (§9).
 */

export const FINANCING_CONTRACTS = ['MURABAHA', 'IJARA'] as const;
export type FinancingContract = (typeof FINANCING_CONTRACTS)[number];

/** The spec's loan types (§3): home, car and express for individuals; company trade financing. */
export const FINANCING_FAMILIES = ['HOME', 'CAR', 'EXPRESS', 'COMPANY'] as const;
export type FinancingFamily = (typeof FINANCING_FAMILIES)[number];

export const FINANCING_PRODUCT_CODES = [
  'HOME_MURABAHA',
  'CAR_MURABAHA',
  'GOODS_MURABAHA',
  'EQUIPMENT_IJARA',
  'EXPORT_FINANCING',
  'IMPORT_FINANCING',
  'MARKET_FINANCING',
] as const;
export type FinancingProductCode = (typeof FINANCING_PRODUCT_CODES)[number];

export type FinancingProduct = {
  code: FinancingProductCode;
  family: FinancingFamily;
  contract: FinancingContract;
  /** The spec's loan category (§3): home_loan, car_loan or other_loan. */
  category: 'home_loan' | 'car_loan' | 'other_loan';
  /** Yearly profit rate in percent. */
  annualRatePercent: number;
  minAmountTnd: number;
  maxAmountTnd: number;
  minMonths: number;
  maxMonths: number;
  /**
   * Company trade financing: the most the bank finances, as a share of the underlying value
   * (export value, imports, contract amount), spec §9.
   */
  ceilingPercent?: number;
  forCompanies: boolean;
};

export const FINANCING_PRODUCTS: Readonly<Record<FinancingProductCode, FinancingProduct>> = {
  HOME_MURABAHA: {
    code: 'HOME_MURABAHA',
    family: 'HOME',
    contract: 'MURABAHA',
    category: 'home_loan',
    annualRatePercent: 9.75,
    minAmountTnd: 5_000,
    maxAmountTnd: 1_000_000,
    minMonths: 12,
    maxMonths: 300,
    forCompanies: false,
  },
  CAR_MURABAHA: {
    code: 'CAR_MURABAHA',
    family: 'CAR',
    contract: 'MURABAHA',
    category: 'car_loan',
    annualRatePercent: 10.5,
    minAmountTnd: 5_000,
    maxAmountTnd: 150_000,
    minMonths: 12,
    maxMonths: 84,
    forCompanies: false,
  },
  GOODS_MURABAHA: {
    code: 'GOODS_MURABAHA',
    family: 'EXPRESS',
    contract: 'MURABAHA',
    category: 'other_loan',
    annualRatePercent: 11.25,
    minAmountTnd: 1_000,
    maxAmountTnd: 30_000,
    minMonths: 6,
    maxMonths: 60,
    forCompanies: false,
  },
  EQUIPMENT_IJARA: {
    code: 'EQUIPMENT_IJARA',
    family: 'CAR',
    contract: 'IJARA',
    category: 'car_loan',
    annualRatePercent: 10.75,
    minAmountTnd: 10_000,
    maxAmountTnd: 500_000,
    minMonths: 12,
    maxMonths: 60,
    forCompanies: true,
  },
  EXPORT_FINANCING: {
    code: 'EXPORT_FINANCING',
    family: 'COMPANY',
    contract: 'MURABAHA',
    category: 'other_loan',
    annualRatePercent: 9.5,
    minAmountTnd: 10_000,
    maxAmountTnd: 5_000_000,
    minMonths: 1,
    maxMonths: 12,
    ceilingPercent: 80,
    forCompanies: true,
  },
  IMPORT_FINANCING: {
    code: 'IMPORT_FINANCING',
    family: 'COMPANY',
    contract: 'MURABAHA',
    category: 'other_loan',
    annualRatePercent: 10,
    minAmountTnd: 10_000,
    maxAmountTnd: 5_000_000,
    minMonths: 1,
    maxMonths: 12,
    ceilingPercent: 100,
    forCompanies: true,
  },
  MARKET_FINANCING: {
    code: 'MARKET_FINANCING',
    family: 'COMPANY',
    contract: 'MURABAHA',
    category: 'other_loan',
    annualRatePercent: 10,
    minAmountTnd: 10_000,
    maxAmountTnd: 5_000_000,
    minMonths: 1,
    maxMonths: 24,
    ceilingPercent: 80,
    forCompanies: true,
  },
};

export const isFinancingProductCode = (value: string): value is FinancingProductCode =>
  (FINANCING_PRODUCT_CODES as readonly string[]).includes(value);

/**
 * The most a company may be financed for an underlying value (export value, imports, contract
 * amount), in millimes: §9's share of it, or the amount itself for a product without a ceiling.
 */
export function computeFinancingCeiling(product: FinancingProduct, underlyingMillimes: bigint): bigint {
  const percent = BigInt(product.ceilingPercent ?? 100);
  return (underlyingMillimes * percent) / 100n;
}

export type FinancingTermsProblem = 'AMOUNT_OUT_OF_RANGE' | 'DURATION_OUT_OF_RANGE' | 'ABOVE_CEILING';

/** What is wrong with asked terms, or nothing: amount and months within the product, under its ceiling. */
export function checkFinancingTerms(
  product: FinancingProduct,
  terms: { financedMillimes: bigint; months: number; underlyingMillimes?: bigint },
): FinancingTermsProblem | undefined {
  const min = BigInt(product.minAmountTnd) * 1000n;
  const max = BigInt(product.maxAmountTnd) * 1000n;
  if (terms.financedMillimes < min || terms.financedMillimes > max) {
    return 'AMOUNT_OUT_OF_RANGE';
  }
  if (
    !Number.isInteger(terms.months) ||
    terms.months < product.minMonths ||
    terms.months > product.maxMonths
  ) {
    return 'DURATION_OUT_OF_RANGE';
  }
  if (
    product.ceilingPercent !== undefined &&
    terms.underlyingMillimes !== undefined &&
    terms.financedMillimes > computeFinancingCeiling(product, terms.underlyingMillimes)
  ) {
    return 'ABOVE_CEILING';
  }
  return undefined;
}
