/** The simulator catalogue changes with the bank's offers, not during a visit. */
export const CATALOGUE_STALE_TIME = 10 * 60_000;
