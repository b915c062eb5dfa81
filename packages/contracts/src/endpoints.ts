/**
 * Every endpoint defined so far, one list: the API serves each one, and the authorization matrix and
 * the OpenAPI document are derived from it. An area adds its `<area>Endpoints` object here.
 */

import { accountReportsEndpoints } from './account-reports.ts';
import { accountsEndpoints } from './accounts.ts';
import { appointmentsEndpoints } from './appointments.ts';
import { attachmentsEndpoints } from './attachments.ts';
import { authEndpoints } from './auth-endpoints.ts';
import { beneficiariesEndpoints } from './beneficiary-endpoints.ts';
import { bulkTransfersEndpoints } from './bulk-transfer-endpoints.ts';
import { captchaEndpoints } from './captcha.ts';
import { catalogueEndpoints } from './catalogue.ts';
import { challengesEndpoints } from './challenge-endpoints.ts';
import { companyEndpoints } from './company.ts';
import { contactEndpoints } from './contact.ts';
import { contentEndpoints } from './content.ts';
import { currenciesEndpoints } from './currencies.ts';
import { demoEndpoints } from './demo.ts';
import { devEndpoints } from './dev.ts';
import { devicesEndpoints } from './devices.ts';
import { dynamicFormsEndpoints } from './dynamic-forms.ts';
import type { Endpoint } from './endpoint.ts';
import { fingerprintEndpoints } from './fingerprint.ts';
import { healthEndpoints } from './health.ts';
import { locatorEndpoints } from './locator.ts';
import { onboardingEndpoints } from './onboarding-calls.ts';
import { passwordEndpoints } from './password.ts';
import { profileEndpoints } from './profile-endpoints.ts';
import { serviceRequestsEndpoints } from './service-requests.ts';
import { signupEndpoints } from './signup.ts';
import { simulatorsEndpoints } from './simulators.ts';
import { standingOrdersEndpoints } from './standing-order-endpoints.ts';
import { transfersEndpoints } from './transfer-endpoints.ts';

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
