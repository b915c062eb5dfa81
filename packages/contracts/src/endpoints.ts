/**
 * Every endpoint defined so far, one list: the API serves each one, and the authorization matrix and
 * the OpenAPI document are derived from it. An area adds its `<area>Endpoints` object here.
 */
import { attachmentsEndpoints } from './attachments.ts';
import { contactEndpoints } from './contact.ts';
import { currenciesEndpoints } from './currencies.ts';
import { demoEndpoints } from './demo.ts';
import { devEndpoints } from './dev.ts';
import type { Endpoint } from './endpoint.ts';
import { onboardingEndpoints } from './onboarding-calls.ts';
import { serviceRequestsEndpoints } from './service-requests.ts';

const AREAS: readonly Record<string, Endpoint>[] = [
  currenciesEndpoints,
  contactEndpoints,
  serviceRequestsEndpoints,
  attachmentsEndpoints,
  onboardingEndpoints,
  demoEndpoints,
  devEndpoints,
];

export const ENDPOINTS: readonly Endpoint[] = AREAS.flatMap((area) => Object.values(area));
