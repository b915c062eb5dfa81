/** GET getCheckbookList: the customer's chequebook orders, newest first, with their steps and leaves. */
import { chequesEndpoints } from '@baraka/contracts/cheques/endpoints';
import type { ChequebookRequest } from '@baraka/contracts/cheques/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, keyOf } from '../../../lib/call';

export function fetchChequebookRequests(signal?: AbortSignal): Promise<ChequebookRequest[]> {
  return call(chequesEndpoints.requests, { query: {} }, { signal });
}

export const chequebookRequestsQueryOptions = () =>
  queryOptions({
    queryKey: keyOf(chequesEndpoints.requests),
    queryFn: ({ signal }) => fetchChequebookRequests(signal),
  });

export function useChequebookRequests(isEnabled = true) {
  return useQuery({ ...chequebookRequestsQueryOptions(), enabled: isEnabled });
}
