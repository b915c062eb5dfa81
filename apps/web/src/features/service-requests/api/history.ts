/** The customer's own requests of one kind, newest first, with their status. */
import { SERVICE_REQUEST_HISTORY } from '@baraka/contracts/service-requests/endpoints';
import type { ServiceRequestKind } from '@baraka/contracts/service-requests/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, keyOf } from '../../../lib/call';

export const historyQuery = (kind: ServiceRequestKind) =>
  queryOptions({
    queryKey: keyOf(SERVICE_REQUEST_HISTORY[kind]),
    queryFn: ({ signal }) => call(SERVICE_REQUEST_HISTORY[kind], {}, { signal }),
    staleTime: 30_000,
  });

export const useHistory = (kind: ServiceRequestKind) => useQuery(historyQuery(kind));
