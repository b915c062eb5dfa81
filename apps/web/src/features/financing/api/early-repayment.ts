/**
 * POST funding/early-repayment/quote, then POST funding/early-repayment: what repaying now costs,
 * and the repayment itself, sent again with the verified `challenge-key` and one `Idempotency-Key`.
 */
import { financingEndpoints } from '@baraka/contracts/financing/endpoints';
import type { EarlyRepaymentQuote, EarlyRepaymentReceipt } from '@baraka/contracts/financing/schemas';
import { useQuery } from '@tanstack/react-query';
import { call, keyOf } from '../../../lib/call';
import { type Confirmation, toConfirmationHeaders } from '../../../lib/confirmation-headers';

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

export function repayEarly(loanId: string, confirmation: Confirmation): Promise<EarlyRepaymentReceipt> {
  return call(financingEndpoints.earlyRepayment, { body: { loanId } }, toConfirmationHeaders(confirmation));
}
