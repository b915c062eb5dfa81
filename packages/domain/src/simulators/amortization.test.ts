import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildAmortizationSchedule, computeAnnuity, ScheduleError } from './amortization.ts';
import { roundToScaled } from './rounding.ts';

const sum = (values: bigint[]) => values.reduce((total, value) => total + value, 0n);

/** A financing as the simulators produce it: the instalment is the annuity rounded to the millime. */
const financing = fc
  .record({
    millimes: fc.bigInt({ min: 1n, max: 2_000_000_000n }),
    rate: fc.integer({ min: 0, max: 2_000 }).map((hundredths) => hundredths / 100),
    months: fc.integer({ min: 1, max: 360 }),
  })
  .map(({ millimes, rate, months }) => ({
    financedMillimes: millimes,
    annualRatePercent: rate,
    months,
    instalmentMillimes: roundToScaled(computeAnnuity(Number(millimes), rate, months), 0),
  }))
  .filter((input) => input.instalmentMillimes > 0n);

describe('amortization schedule', () => {
  it('repays exactly the financed amount, down to the millime, and ends at zero', () => {
    fc.assert(
      fc.property(financing, (input) => {
        const schedule = buildAmortizationSchedule(input);
        expect(sum(schedule.map((row) => row.principal))).toBe(input.financedMillimes);
        expect(schedule.at(-1)?.remaining).toBe(0n);
        // Only a few millimes over many months can be settled early, the instalment being rounded up.
        expect(schedule.length).toBeLessThanOrEqual(input.months);
      }),
    );
  });

  it('never has a negative instalment, principal, profit or balance, and each row adds up', () => {
    fc.assert(
      fc.property(financing, (input) => {
        let previous = input.financedMillimes;
        for (const row of buildAmortizationSchedule(input)) {
          expect(row.instalment >= 0n && row.principal >= 0n && row.profit >= 0n).toBe(true);
          expect(row.instalment).toBe(row.principal + row.profit);
          expect(row.remaining).toBe(previous - row.principal);
          expect(row.remaining >= 0n).toBe(true);
          previous = row.remaining;
        }
      }),
    );
  });

  it('runs the whole term, charging the instalment every month but the last, which settles the rounding', () => {
    fc.assert(
      fc.property(
        financing.filter((input) => input.financedMillimes >= 1_000_000n),
        (input) => {
          const schedule = buildAmortizationSchedule(input);
          expect(schedule).toHaveLength(input.months);
          for (const row of schedule.slice(0, -1)) {
            expect(row.instalment).toBe(input.instalmentMillimes);
          }
          const last = schedule.at(-1)?.instalment ?? 0n;
          const drift = last - input.instalmentMillimes;
          // Half a millime of rounding a month at most, grown by the rate.
          const bound = BigInt(
            Math.ceil(input.months * (1 + input.annualRatePercent / 1200) ** input.months),
          );
          expect(drift <= bound && -drift <= bound).toBe(true);
        },
      ),
    );
  });

  it('matches a schedule worked by hand', () => {
    // 1 000 TND over 3 months at 12 % a year: r = 1 %, annuity 340.022 TND.
    const instalment = roundToScaled(computeAnnuity(1_000_000, 12, 3), 0);
    expect(instalment).toBe(340_022n);
    expect(
      buildAmortizationSchedule({
        financedMillimes: 1_000_000n,
        annualRatePercent: 12,
        months: 3,
        instalmentMillimes: instalment,
      }),
    ).toEqual([
      { month: 1, instalment: 340_022n, principal: 330_022n, profit: 10_000n, remaining: 669_978n },
      { month: 2, instalment: 340_022n, principal: 333_322n, profit: 6_700n, remaining: 336_656n },
      { month: 3, instalment: 340_023n, principal: 336_656n, profit: 3_367n, remaining: 0n },
    ]);
  });

  it('refuses an instalment that does not even pay the profit', () => {
    expect(() =>
      buildAmortizationSchedule({
        financedMillimes: 1_000_000n,
        annualRatePercent: 12,
        months: 12,
        instalmentMillimes: 9_999n,
      }),
    ).toThrow(ScheduleError);
  });
});
