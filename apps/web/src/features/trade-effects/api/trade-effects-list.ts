/** POST getInwardTradingEffects / getOutwardTradingEffects: one direction's effects with the filters. */
import { tradeEffectsEndpoints } from '@baraka/contracts/trade-effects/endpoints';
import type { TradeEffectsRequest } from '@baraka/contracts/trade-effects/requests';
import type { TradeEffect } from '@baraka/contracts/trade-effects/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call, keyOf } from '../../../lib/call';

export type EffectDirection = TradeEffect['direction'];
export type EffectFilter = Partial<TradeEffectsRequest>;

const endpointOf = (direction: EffectDirection) =>
  direction === 'INWARD' ? tradeEffectsEndpoints.inward : tradeEffectsEndpoints.outward;

export function fetchTradeEffects(
  direction: EffectDirection,
  filter: EffectFilter,
  signal?: AbortSignal,
): Promise<TradeEffect[]> {
  return call(endpointOf(direction), { body: filter }, { signal });
}

export const tradeEffectsQueryOptions = (direction: EffectDirection, filter: EffectFilter) =>
  queryOptions({
    queryKey: keyOf(endpointOf(direction), { body: filter }),
    queryFn: ({ signal }) => fetchTradeEffects(direction, filter, signal),
  });

export function useTradeEffects(direction: EffectDirection, filter: EffectFilter, isEnabled = true) {
  return useQuery({
    ...tradeEffectsQueryOptions(direction, filter),
    enabled: isEnabled,
    placeholderData: keepPreviousData,
  });
}
