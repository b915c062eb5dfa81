/**
 * Every endpoint defined so far, one list: the API serves each one, and the authorization matrix and
 * the OpenAPI document are derived from it. An area adds its `<area>Endpoints` object here.
 */
import { accountReportsEndpoints } from './account-reports.ts';
import { accountsEndpoints } from './accounts.ts';
import { beneficiariesEndpoints } from './beneficiary-endpoints.ts';
import { companyEndpoints } from './company.ts';
import { currenciesEndpoints } from './currencies.ts';
import type { Endpoint } from './endpoint.ts';

const AREAS: readonly Record<string, Endpoint>[] = [
  currenciesEndpoints,
  accountsEndpoints,
  accountReportsEndpoints,
  beneficiariesEndpoints,
  companyEndpoints,
];

export const ENDPOINTS: readonly Endpoint[] = AREAS.flatMap((area) => Object.values(area));
