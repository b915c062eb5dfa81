/** The refusals of the trade effect calls, with their HTTP status. */
export const TRADE_EFFECT_ERROR_CODES = {
  /** The effect is paid or rejected already: its deadline was played. */
  SETTLED: { code: 'TRADE_EFFECT.SETTLED', http: 409 },
} as const;
