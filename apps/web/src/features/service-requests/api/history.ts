/** GET api/reclamation/all, api/suggestion/all, api/e-request/all: the customer's own requests. */
import type { ServiceRequestKind, ServiceRequestSummary } from '@baraka/contracts/service-requests';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const PATHS: Record<ServiceRequestKind, string> = {
  RECLAMATION: 'api/reclamation/all',
  SUGGESTION: 'api/suggestion/all',
  E_REQUEST: 'api/e-request/all',
};

export const HISTORY_KEY = ['service-requests', 'history'] as const;

export const historyQuery = (kind: ServiceRequestKind) =>
  queryOptions({
    queryKey: [...HISTORY_KEY, kind],
    queryFn: ({ signal }) => apiRequest<ServiceRequestSummary[]>(PATHS[kind], { signal }),
    staleTime: 30_000,
  });

export const useHistory = (kind: ServiceRequestKind) => useQuery(historyQuery(kind));
