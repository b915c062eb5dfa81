export * from './money/currency.ts';
export * from './money/money.ts';
