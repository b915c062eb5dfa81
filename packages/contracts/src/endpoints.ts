/**
 * Every endpoint defined so far, one list: the API serves each one, and the authorization matrix and
 * the OpenAPI document are derived from it. An area adds its `<area>Endpoints` object here.
 */
import { currenciesEndpoints } from './currencies.ts';
import type { Endpoint } from './endpoint.ts';

const AREAS: readonly Record<string, Endpoint>[] = [currenciesEndpoints];

export const ENDPOINTS: readonly Endpoint[] = AREAS.flatMap((area) => Object.values(area));
