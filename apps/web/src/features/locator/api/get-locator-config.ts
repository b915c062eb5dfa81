/** The map tile template and where the map opens. */
import { locatorEndpoints } from '@baraka/contracts/locator/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, keyOf } from '../../../lib/call';

export const locatorConfigQuery = queryOptions({
  queryKey: keyOf(locatorEndpoints.config),
  queryFn: ({ signal }) => call(locatorEndpoints.config, {}, { signal }),
  staleTime: Number.POSITIVE_INFINITY,
});

export const useLocatorConfig = () => useQuery(locatorConfigQuery);
