/** POST getCheckRectoImage / getCheckVersoImage: one side of a cheque, drawn by the bank from its data. */
import { chequesEndpoints } from '@baraka/contracts/cheques/endpoints';
import type { ChequeImage } from '@baraka/contracts/cheques/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, keyOf } from '../../../lib/call';

export type ChequeSide = 'RECTO' | 'VERSO';

const endpointOf = (side: ChequeSide) => (side === 'RECTO' ? chequesEndpoints.recto : chequesEndpoints.verso);

export function fetchChequeImage(
  chequeId: string,
  side: ChequeSide,
  signal?: AbortSignal,
): Promise<ChequeImage> {
  return call(endpointOf(side), { body: { chequeId } }, { signal });
}

export const chequeImageQueryOptions = (chequeId: string, side: ChequeSide) =>
  queryOptions({
    queryKey: keyOf(endpointOf(side), { body: { chequeId } }),
    queryFn: ({ signal }) => fetchChequeImage(chequeId, side, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useChequeImage(chequeId: string | null, side: ChequeSide) {
  return useQuery({ ...chequeImageQueryOptions(chequeId ?? '', side), enabled: Boolean(chequeId) });
}
