/** GET api/locator/config: the map tile template and where the map opens. */
import type { LocatorConfig } from '@baraka/contracts/locator';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const locatorConfigQuery = queryOptions({
  queryKey: ['locator', 'config'],
  queryFn: ({ signal }) => apiRequest<LocatorConfig>('api/locator/config', { signal }),
  staleTime: Number.POSITIVE_INFINITY,
});

export const useLocatorConfig = () => useQuery(locatorConfigQuery);
