/** POST secure/api/checkbooks/getCheckList: the cheques emitted or received, with the list's filters. */
import { chequesEndpoints } from '@baraka/contracts/cheques/endpoints';
import type { ChequeListRequest } from '@baraka/contracts/cheques/requests';
import type { Cheque } from '@baraka/contracts/cheques/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call, keyOf } from '../../../lib/call';

export type ChequeListInput = Partial<ChequeListRequest> & Pick<ChequeListRequest, 'type'>;

export function fetchCheques(filter: ChequeListInput, signal?: AbortSignal): Promise<Cheque[]> {
  return call(chequesEndpoints.list, { body: filter }, { signal });
}

export const chequesQueryOptions = (filter: ChequeListInput) =>
  queryOptions({
    queryKey: keyOf(chequesEndpoints.list, { body: filter }),
    queryFn: ({ signal }) => fetchCheques(filter, signal),
  });

export function useCheques(filter: ChequeListInput | null) {
  return useQuery({
    ...chequesQueryOptions(filter ?? { type: 'EMITTED' }),
    enabled: filter !== null,
    placeholderData: keepPreviousData,
  });
}
