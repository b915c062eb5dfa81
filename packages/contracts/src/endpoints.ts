/**
 * Every endpoint defined so far, one list: the API serves each one, and the authorization matrix and
 * the OpenAPI document are derived from it. An area adds its `<area>Endpoints` object here.
 */

import { accountReportsEndpoints, accountsEndpoints } from './accounts/endpoints.ts';
import { appointmentsEndpoints } from './appointments/endpoints.ts';
import { attachmentsEndpoints } from './attachments/endpoints.ts';
import { beneficiariesEndpoints } from './beneficiaries/endpoints.ts';
import { bulkTransfersEndpoints } from './bulk-transfers/endpoints.ts';
import { captchaEndpoints } from './captcha/endpoints.ts';
import { cardsDevEndpoints, cardsEndpoints } from './cards/endpoints.ts';
import { catalogueEndpoints } from './catalogue/endpoints.ts';
import { chequesDevEndpoints, chequesEndpoints } from './cheques/endpoints.ts';
import { contactEndpoints } from './contact/endpoints.ts';
import { contentEndpoints } from './content/endpoints.ts';
import { currenciesEndpoints } from './currencies/endpoints.ts';
import { demoEndpoints } from './demo/endpoints.ts';
import { devEndpoints } from './dev/endpoints.ts';
import { dynamicFormsEndpoints } from './dynamic-forms/endpoints.ts';
import { financingDevEndpoints, financingEndpoints } from './financing/endpoints.ts';
import { healthEndpoints } from './health/endpoints.ts';
import { devicesEndpoints, fingerprintEndpoints } from './identity/device-endpoints.ts';
import {
  authEndpoints,
  challengesEndpoints,
  companyEndpoints,
  passwordEndpoints,
  profileEndpoints,
  signupEndpoints,
} from './identity/endpoints.ts';
import { locatorEndpoints } from './locator/endpoints.ts';
import { notificationsEndpoints } from './notifications/endpoints.ts';
import { onboardingEndpoints } from './onboarding/endpoints.ts';
import { processesDevEndpoints, processesEndpoints } from './processes/endpoints.ts';
import { profileEditEndpoints } from './profile/endpoints.ts';
import { serviceRequestsEndpoints } from './service-requests/endpoints.ts';
import type { Endpoint } from './shared/endpoint.ts';
import { simulatorsEndpoints } from './simulators/endpoints.ts';
import { standingOrdersEndpoints } from './standing-orders/endpoints.ts';
import { tradeEffectsDevEndpoints, tradeEffectsEndpoints } from './trade-effects/endpoints.ts';
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
  // Cards, and the card terminal and card office standing in for the network and the bank (never in production).
  cardsEndpoints,
  cardsDevEndpoints,
  notificationsEndpoints,
  profileEditEndpoints,
  // Cheques, and the clearing house and chequebook office standing in for the exchange and the bank (never in production).
  chequesEndpoints,
  chequesDevEndpoints,
  // Trade effects, and their deadline settled now for demos and tests (never in production).
  tradeEffectsEndpoints,
  tradeEffectsDevEndpoints,
  // Financing, and the bank's repayment run forced now (never in production).
  financingEndpoints,
  financingDevEndpoints,
  // The process engine (financing requests), and the bank's side forced now (never in production).
  processesEndpoints,
  processesDevEndpoints,
];

export const ENDPOINTS: readonly Endpoint[] = AREAS.flatMap((area) => Object.values(area));
