/** GET getCheckbookTypes: the chequebook types offered to the customer (on one account's currency). */
import { chequesEndpoints } from '@baraka/contracts/cheques/endpoints';
import type { ChequebookType } from '@baraka/contracts/cheques/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, keyOf } from '../../../lib/call';

export function fetchChequebookTypes(accountId: string, signal?: AbortSignal): Promise<ChequebookType[]> {
  return call(chequesEndpoints.types, { query: { accountId } }, { signal });
}

export const chequebookTypesQueryOptions = (accountId: string) =>
  queryOptions({
    queryKey: keyOf(chequesEndpoints.types, { query: { accountId } }),
    queryFn: ({ signal }) => fetchChequebookTypes(accountId, signal),
  });

export function useChequebookTypes(accountId: string | null) {
  return useQuery({ ...chequebookTypesQueryOptions(accountId ?? ''), enabled: Boolean(accountId) });
}
