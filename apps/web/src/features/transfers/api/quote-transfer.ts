/** POST transfer/quote: checks and prices a transfer without moving money (execution date, rate, fees, limits). */
import { transfersEndpoints } from '@baraka/contracts/transfers/endpoints';
import type { TransferQuoteRequest } from '@baraka/contracts/transfers/requests';
import type { TransferQuote } from '@baraka/contracts/transfers/schemas';
import { useMutation, useQuery } from '@tanstack/react-query';
import { call, keyOf } from '../../../lib/call';

export function quoteTransfer(request: TransferQuoteRequest, signal?: AbortSignal): Promise<TransferQuote> {
  return call(transfersEndpoints.quote, { body: request }, { signal });
}

/** A quote is asked for when the form is sent, never cached: it depends on the minute it is asked. */
export function useQuoteTransfer() {
  return useMutation({ mutationFn: (request: TransferQuoteRequest) => quoteTransfer(request) });
}

/** The review's quote, asked again once it is a few minutes old (the cut-off may have passed since). */
export const QUOTE_FRESH_MS = 120_000;

export function useFreshQuote(
  request: TransferQuoteRequest,
  initial: TransferQuote,
  quotedAt: number,
  isEnabled: boolean,
) {
  return useQuery({
    queryKey: keyOf(transfersEndpoints.quote, { body: request }),
    queryFn: ({ signal }) => quoteTransfer(request, signal),
    initialData: initial,
    initialDataUpdatedAt: quotedAt,
    staleTime: QUOTE_FRESH_MS,
    enabled: isEnabled,
    retry: false,
  });
}
