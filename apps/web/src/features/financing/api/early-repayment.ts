/**
 * POST funding/early-repayment/quote, then POST funding/early-repayment: what repaying now costs,
 * and the repayment itself, sent again with the verified `challenge-key` and one `Idempotency-Key`.
 */
import { financingEndpoints } from '@baraka/contracts/financing/endpoints';
import type { EarlyRepaymentQuote, EarlyRepaymentReceipt } from '@baraka/contracts/financing/schemas';
import { useQuery } from '@tanstack/react-query';
import { call, keyOf } from '../../../lib/call';
import { CHALLENGE_KEY_HEADER } from '../../../lib/challenges';
import { IDEMPOTENCY_KEY_HEADER } from '../../../lib/transfer-cancel';

export type Confirmation = { challengeKey?: string | undefined; idempotencyKey: string };

export function useEarlyRepaymentQuote(loanId: string, isWanted: boolean) {
  return useQuery({
    queryKey: keyOf(financingEndpoints.earlyRepaymentQuote, { body: { loanId } }),
    queryFn: ({ signal }): Promise<EarlyRepaymentQuote> =>
      call(financingEndpoints.earlyRepaymentQuote, { body: { loanId } }, { signal }),
    enabled: isWanted,
    // A quote is for today's figures: asked again whenever the panel opens.
    staleTime: 0,
  });
}

export function repayEarly(
  loanId: string,
  { challengeKey, idempotencyKey }: Confirmation,
): Promise<EarlyRepaymentReceipt> {
  return call(
    financingEndpoints.earlyRepayment,
    { body: { loanId } },
    {
      headers: {
        [IDEMPOTENCY_KEY_HEADER]: idempotencyKey,
        ...(challengeKey ? { [CHALLENGE_KEY_HEADER]: challengeKey } : {}),
      },
    },
  );
}
