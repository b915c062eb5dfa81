/**
 * Every endpoint defined so far, one list: the API serves each one, and the authorization matrix and
 * the OpenAPI document are derived from it. An area adds its `<area>Endpoints` object here.
 */

import { accountReportsEndpoints } from './accounts/reports.ts';
import { accountsEndpoints } from './accounts/schemas.ts';
import { appointmentsEndpoints } from './appointments/schemas.ts';
import { attachmentsEndpoints } from './attachments/schemas.ts';
import { beneficiariesEndpoints } from './beneficiaries/endpoints.ts';
import { bulkTransfersEndpoints } from './bulk-transfers/endpoints.ts';
import { captchaEndpoints } from './captcha/schemas.ts';
import { catalogueEndpoints } from './catalogue/schemas.ts';
import { contactEndpoints } from './contact/schemas.ts';
import { contentEndpoints } from './content/schemas.ts';
import { currenciesEndpoints } from './currencies/schemas.ts';
import { demoEndpoints } from './demo/endpoints.ts';
import { devEndpoints } from './dev/schemas.ts';
import { dynamicFormsEndpoints } from './dynamic-forms/schemas.ts';
import { healthEndpoints } from './health/schemas.ts';
import { challengesEndpoints } from './identity/challenge-endpoints.ts';
import { companyEndpoints } from './identity/company.ts';
import { devicesEndpoints } from './identity/devices.ts';
import { authEndpoints } from './identity/endpoints.ts';
import { fingerprintEndpoints } from './identity/fingerprint.ts';
import { passwordEndpoints } from './identity/password.ts';
import { profileEndpoints } from './identity/profile-endpoints.ts';
import { signupEndpoints } from './identity/signup.ts';
import { locatorEndpoints } from './locator/schemas.ts';
import { onboardingEndpoints } from './onboarding/applications.ts';
import { serviceRequestsEndpoints } from './service-requests/schemas.ts';
import type { Endpoint } from './shared/endpoint.ts';
import { simulatorsEndpoints } from './simulators/schemas.ts';
import { standingOrdersEndpoints } from './standing-orders/endpoints.ts';
import { transfersEndpoints } from './transfers/endpoints.ts';

const AREAS: readonly Record<string, Endpoint>[] = [
  currenciesEndpoints,
  catalogueEndpoints,
  contentEndpoints,
  locatorEndpoints,
  simulatorsEndpoints,
  captchaEndpoints,
  appointmentsEndpoints,
  dynamicFormsEndpoints,
  healthEndpoints,
  contactEndpoints,
  serviceRequestsEndpoints,
  attachmentsEndpoints,
  onboardingEndpoints,
  demoEndpoints,
  devEndpoints,
  accountsEndpoints,
  accountReportsEndpoints,
  beneficiariesEndpoints,
  companyEndpoints,
  // Identity: sign-in, challenges, profile, devices, fingerprint, password, registration.
  authEndpoints,
  challengesEndpoints,
  profileEndpoints,
  devicesEndpoints,
  fingerprintEndpoints,
  passwordEndpoints,
  signupEndpoints,
  // Transfers: orders, history, standing orders, bulk.
  transfersEndpoints,
  standingOrdersEndpoints,
  bulkTransfersEndpoints,
];

export const ENDPOINTS: readonly Endpoint[] = AREAS.flatMap((area) => Object.values(area));
