/** The e-requests a customer can file. */
import { dynamicFormsEndpoints } from '@baraka/contracts/dynamic-forms/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, keyOf } from '../../../lib/call';

const input = { query: { category: 'E_REQUEST' } } as const;

export const eRequestFormsQuery = queryOptions({
  queryKey: keyOf(dynamicFormsEndpoints.forms, input),
  queryFn: ({ signal }) => call(dynamicFormsEndpoints.forms, input, { signal }),
  staleTime: 10 * 60_000,
});

export const useERequestForms = () => useQuery(eRequestFormsQuery);
