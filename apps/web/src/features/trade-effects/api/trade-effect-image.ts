/** POST effect/recto and effect/verso: one side of an effect, drawn by the bank from its data. */
import { tradeEffectsEndpoints } from '@baraka/contracts/trade-effects/endpoints';
import type { TradeEffectImage } from '@baraka/contracts/trade-effects/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, keyOf } from '../../../lib/call';

export type EffectSide = 'RECTO' | 'VERSO';

const endpointOf = (side: EffectSide) =>
  side === 'RECTO' ? tradeEffectsEndpoints.recto : tradeEffectsEndpoints.verso;

export function fetchEffectImage(
  effectId: string,
  side: EffectSide,
  signal?: AbortSignal,
): Promise<TradeEffectImage> {
  return call(endpointOf(side), { body: { effectId } }, { signal });
}

export const effectImageQueryOptions = (effectId: string, side: EffectSide) =>
  queryOptions({
    queryKey: keyOf(endpointOf(side), { body: { effectId } }),
    queryFn: ({ signal }) => fetchEffectImage(effectId, side, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useEffectImage(effectId: string | null, side: EffectSide) {
  return useQuery({ ...effectImageQueryOptions(effectId ?? '', side), enabled: Boolean(effectId) });
}
