export * from './calendar/index.ts';
export * from './money/currency.ts';
export * from './money/money.ts';
export * from './simulators/index.ts';
