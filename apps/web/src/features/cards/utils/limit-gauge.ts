/**
 * The period limit as a gauge: the share spent and the share left of `limitAmount`, computed on the
 * exact decimal strings (thousandths as bigint) so no float rounds an amount; only the ratio is a number.
 */
import type { Card } from '@baraka/contracts/cards/schemas';

const SCALE = 3;

/** "1200.5" → 1200500n (thousandths); a negative or malformed text counts as zero. */
export function toThousandths(text: string): bigint {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!match) {
    return 0n;
  }
  const fraction = (match[2] ?? '').slice(0, SCALE).padEnd(SCALE, '0');
  return BigInt(match[1] ?? '0') * 10n ** BigInt(SCALE) + BigInt(fraction);
}

export type LimitGauge = {
  /** 0–100, what is spent of the limit (capped at 100). */
  spentPercent: number;
  /** 0–100, what is left of the limit. */
  leftPercent: number;
  /** No card payment is possible this period: limit 0, or nothing left. */
  isExhausted: boolean;
  /** Three quarters or more spent. */
  isNearLimit: boolean;
};

export function getLimitGauge(card: Pick<Card, 'limitAmount' | 'onPerTotAmount' | 'limitAmountBeforeTrn'>) {
  const limit = toThousandths(card.limitAmount);
  const spent = toThousandths(card.onPerTotAmount);
  const left = toThousandths(card.limitAmountBeforeTrn);
  if (limit === 0n) {
    return { spentPercent: 100, leftPercent: 0, isExhausted: true, isNearLimit: true } satisfies LimitGauge;
  }
  // Per ten-thousand, then to a percent with two decimals: exact enough for a bar and a label.
  const ratio = (part: bigint) => Number((part * 10_000n) / limit) / 100;
  const spentPercent = Math.min(100, ratio(spent));
  const leftPercent = Math.max(0, Math.min(100, ratio(left)));
  return {
    spentPercent,
    leftPercent,
    isExhausted: left <= 0n,
    isNearLimit: spentPercent >= 75,
  } satisfies LimitGauge;
}
