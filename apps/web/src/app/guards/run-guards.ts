/** Runs a route's guard chain: guards run in order, the first redirect wins. */
import type { RouteDefinition } from '../routes';
import { authGuard } from './auth-guard';
import { commonGuard } from './common-guard';
import { featureGuard } from './feature-guard';
import type { Guard, GuardName, GuardResult } from './guard-types';
import { loadGuard } from './load-guard';

const GUARDS: Record<GuardName, Guard> = {
  common: commonGuard,
  load: loadGuard,
  auth: authGuard,
  feature: featureGuard,
};

export async function runGuards(
  route: Pick<RouteDefinition, 'guards' | 'feature'>,
  url: URL,
): Promise<GuardResult> {
  for (const name of route.guards) {
    const result = await GUARDS[name]({ url, ...(route.feature ? { feature: route.feature } : {}) });
    if (result) {
      return result;
    }
  }
  return null;
}
