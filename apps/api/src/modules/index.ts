/** Every business area's routes, in registration order; a new area adds one line here. */
import { accountReportsModule } from './accounts/account-reports.routes.ts';
import { accountsModule } from './accounts/accounts.routes.ts';
import { appointmentsModule } from './appointments/appointments.routes.ts';
import { attachmentsModule } from './attachments/attachments.routes.ts';
import { bankLookupModule } from './beneficiaries/bank-lookup.routes.ts';
import { beneficiariesModule } from './beneficiaries/beneficiaries.routes.ts';
import { bulkTransfersModule } from './bulk-transfers/bulk-transfers.routes.ts';
import { captchaModule } from './captcha/captcha.routes.ts';
import { cardsDevModule, cardsModule } from './cards/index.ts';
import { catalogueModule } from './catalogue/catalogue.routes.ts';
import { chequesDevModule, chequesModule } from './cheques/index.ts';
import { contactModule } from './contact/contact.routes.ts';
import { contentModule } from './content/content.routes.ts';
import { holidaysModule } from './content/holidays.routes.ts';
import { currenciesModule } from './currencies/currencies.routes.ts';
import { demoModule } from './demo/demo.routes.ts';
import { devModule } from './dev/dev.routes.ts';
import { dynamicFormsModule } from './dynamic-forms/dynamic-forms.routes.ts';
import { financingDevModule, financingModule } from './financing/index.ts';
import { healthModule } from './health/health.routes.ts';
import { identityModule } from './identity/index.ts';
import { locatorModule } from './locator/locator.routes.ts';
import type { AppModule } from './module.ts';
import { notificationsModule } from './notifications/notifications.routes.ts';
import { onboardingModule } from './onboarding/onboarding.routes.ts';
import { processesDevModule, processesModule } from './processes/index.ts';
import { profileModule } from './profile/profile.routes.ts';
import { serviceRequestsModule } from './service-requests/service-requests.routes.ts';
import { simulatorsModule } from './simulators/simulators.routes.ts';
import { standingOrdersModule } from './standing-orders/standing-orders.routes.ts';
import { tradeEffectsDevModule, tradeEffectsModule } from './trade-effects/index.ts';
import { transferHistoryModule } from './transfer-history/transfer-history.routes.ts';
import { transfersModule } from './transfers/transfers.routes.ts';

export const MODULES: readonly AppModule[] = [
  healthModule,
  identityModule,
  demoModule,
  devModule,
  currenciesModule,
  contentModule,
  holidaysModule,
  catalogueModule,
  locatorModule,
  simulatorsModule,
  captchaModule,
  appointmentsModule,
  dynamicFormsModule,
  contactModule,
  serviceRequestsModule,
  attachmentsModule,
  onboardingModule,
  accountsModule,
  accountReportsModule,
  beneficiariesModule,
  bankLookupModule,
  transfersModule,
  standingOrdersModule,
  transferHistoryModule,
  bulkTransfersModule,
  cardsModule,
  cardsDevModule,
  notificationsModule,
  profileModule,
  chequesModule,
  chequesDevModule,
  tradeEffectsModule,
  tradeEffectsDevModule,
  financingModule,
  financingDevModule,
  processesModule,
  processesDevModule,
];
