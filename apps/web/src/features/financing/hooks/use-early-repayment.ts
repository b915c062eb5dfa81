/**
 * The early repayment as a coded call (lib/coded-action): sent first without a code, then again with
 * the verified code and the same `Idempotency-Key`, so a retry never repays twice.
 */
import type { EarlyRepaymentReceipt } from '@baraka/contracts/financing/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useCodedAction } from '../../../lib/coded-action';
import { repayEarly } from '../api/early-repayment';

export function useEarlyRepayment(loanId: string) {
  const queryClient = useQueryClient();
  const [receipt, setReceipt] = useState<EarlyRepaymentReceipt | null>(null);
  const action = useCodedAction({
    send: (confirmation) => repayEarly(loanId, confirmation),
    isIdempotent: true,
    onDone: (result) => {
      setReceipt(result);
      // Balances, the financing and its schedule have all changed.
      void queryClient.invalidateQueries();
    },
  });
  return { ...action, receipt };
}
