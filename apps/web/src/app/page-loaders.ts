/**
 * Lazily loaded pages, one dynamic import per area so each area is its own chunk. A feature plugs
 * in by exporting its page from `features/<area>/pages/index.ts`, adding a key here and naming that
 * key in routes.ts instead of 'coming-soon'.
 */
import type { ComponentType } from 'react';
import { ensureNamespacesLoaded, getCurrentLanguage, type Namespace } from '../lib/i18n';

/** Every routed page receives its area, so one page (coming soon) can serve many routes. */
export type RoutePageProps = { area: string };
type PageLoader = () => Promise<ComponentType<RoutePageProps>>;

/** An area's pages arrive with the texts of its namespaces, so a page never paints raw keys. */
const withTexts = <T>(pages: Promise<T>, ...namespaces: Namespace[]): Promise<T> =>
  Promise.all([pages, ensureNamespacesLoaded(getCurrentLanguage(), namespaces)]).then(([loaded]) => loaded);

const loadAccountsPages = () =>
  withTexts(import('../features/accounts/pages/index'), 'accounts', 'transfer-history');
const loadAppointmentPages = () => withTexts(import('../features/appointments/pages/index'), 'appointments');
const loadAuthPages = () => withTexts(import('../features/identity/pages/index'), 'devices');
const loadBeneficiaryPages = () =>
  withTexts(import('../features/beneficiaries/pages/index'), 'beneficiaries');
const loadCalculatorPages = () => withTexts(import('../features/simulators/pages/index'), 'simulators');
const loadCataloguePages = () => withTexts(import('../features/catalogue/pages/index'), 'catalogue');
const loadContactPages = () => withTexts(import('../features/contact/pages/index'), 'contact');
const loadContentPages = () => withTexts(import('../features/content/pages/index'), 'content');
const loadCurrenciesPages = () => withTexts(import('../features/currencies/pages/index'), 'currencies');
const loadServiceRequestPages = () =>
  withTexts(import('../features/service-requests/pages/index'), 'requests');
const loadOnboardingPages = () => withTexts(import('../features/onboarding/pages/index'), 'onboarding');
const loadTransfersPages = () =>
  withTexts(import('../features/transfers/pages/index'), 'transfers', 'transfer-history');
const loadTransferHistoryPages = () =>
  withTexts(import('../features/transfer-history/pages/index'), 'transfer-history');
const loadStandingOrderPages = () =>
  withTexts(import('../features/standing-orders/pages/index'), 'standing-orders', 'transfers');
const loadBulkTransferPages = () =>
  withTexts(import('../features/bulk-transfers/pages/index'), 'bulkTransfers');
const loadCardPages = () => withTexts(import('../features/cards/pages/index'), 'cards');
const loadCompanyPages = () => withTexts(import('../features/company/pages/index'), 'company');
const loadProfilePages = () => withTexts(import('../features/profile/pages/index'), 'profile');
const loadNotificationPages = () =>
  withTexts(import('../features/notifications/pages/index'), 'notifications');
const loadChequePages = () => withTexts(import('../features/cheques/pages/index'), 'cheques');
const loadTradeEffectPages = () =>
  withTexts(import('../features/trade-effects/pages/index'), 'trade-effects');
const loadFinancingPages = () => withTexts(import('../features/financing/pages/index'), 'financing');
const loadProcessPages = () => withTexts(import('../features/processes/pages/index'), 'processes');

export const PAGE_LOADERS = {
  'coming-soon': () => import('../components/ui/coming-soon-page').then((module) => module.ComingSoonPage),
  'public-dashboard': () =>
    withTexts(import('../features/public-dashboard/pages/index'), 'dashboard').then(
      (module) => module.PublicDashboardPage,
    ),
  // The front door (a visitor at / lands here): its own chunk, without the other sign-in pages' forms.
  login: () =>
    withTexts(import('../features/identity/pages/login-page'), 'devices').then((module) => module.LoginPage),
  'login-callback': () => loadAuthPages().then((module) => module.LoginCallbackPage),
  'first-access': () => loadAuthPages().then((module) => module.FirstAccessPage),
  demo: () => loadAuthPages().then((module) => module.DemoPage),
  'new-password': () => loadAuthPages().then((module) => module.NewPasswordPage),
  'change-password': () => loadAuthPages().then((module) => module.ChangePasswordPage),
  register: () => loadAuthPages().then((module) => module.RegisterPage),
  'number-validation': () => loadAuthPages().then((module) => module.NumberValidationPage),
  'chose-pack': () => loadAuthPages().then((module) => module.ChosePackPage),
  'confirm-password': () => loadAuthPages().then((module) => module.ConfirmPasswordPage),
  welcome: () => loadAuthPages().then((module) => module.WelcomePage),
  'forgot-password': () => loadAuthPages().then((module) => module.ForgotPasswordPage),
  news: () => loadContentPages().then((module) => module.NewsPage),
  'news-detail': () => loadContentPages().then((module) => module.NewsDetailPage),
  'offer-details': () => loadContentPages().then((module) => module.OfferDetailsPage),
  faqs: () => loadContentPages().then((module) => module.FaqPage),
  'legal-notice': () => loadContentPages().then((module) => module.LegalNoticePage),
  'privacy-policy': () => loadContentPages().then((module) => module.PrivacyPolicyPage),
  'security-mention': () => loadContentPages().then((module) => module.SecurityMentionPage),
  'products-list': () => loadCataloguePages().then((module) => module.ProductsListPage),
  'product-detail': () => loadCataloguePages().then((module) => module.ProductDetailPage),
  currencies: () => loadCurrenciesPages().then((module) => module.CurrenciesPage),
  'currency-converter': () => loadCurrenciesPages().then((module) => module.ConverterPage),
  locator: () =>
    withTexts(import('../features/locator/pages/index'), 'locator').then((module) => module.LocatorPage),
  loaders: () => import('../features/loaders/pages/index').then((module) => module.LoadersPage),
  'loan-calculator': () => loadCalculatorPages().then((module) => module.LoanCalculatorPage),
  'savings-calculator': () => loadCalculatorPages().then((module) => module.SavingsCalculatorPage),
  devices: () =>
    withTexts(import('../features/identity/pages/devices-page'), 'devices').then(
      (module) => module.DevicesPage,
    ),
  'dev-outbox': () => import('../features/dev/pages/index').then((module) => module.OutboxPage),
  'appointment-request': () => loadAppointmentPages().then((module) => module.AppointmentRequestPage),
  'appointment-success': () => loadAppointmentPages().then((module) => module.AppointmentSuccessPage),
  'contact-request': () => loadContactPages().then((module) => module.ContactRequestPage),
  'contact-success': () => loadContactPages().then((module) => module.ContactSuccessPage),
  'e-request': () => loadServiceRequestPages().then((module) => module.ERequestPage),
  'e-request-list': () => loadServiceRequestPages().then((module) => module.ERequestListPage),
  'service-history': () => loadServiceRequestPages().then((module) => module.HistoryPage),
  suggestion: () => loadServiceRequestPages().then((module) => module.SuggestionPage),
  reclamation: () => loadServiceRequestPages().then((module) => module.ReclamationPage),
  'onboarding-start': () => loadOnboardingPages().then((module) => module.OnboardingStartPage),
  'onboarding-process': () => loadOnboardingPages().then((module) => module.OnboardingProcessPage),
  'onboarding-timeline': () => loadOnboardingPages().then((module) => module.OnboardingTimelinePage),
  'onboarding-details': () => loadOnboardingPages().then((module) => module.OnboardingDetailsPage),
  'business-process-task': () =>
    Promise.all([loadOnboardingPages(), loadProcessPages(), import('./business-process-task')]).then(
      ([onboarding, processes, task]) =>
        task.toBusinessProcessTaskPage({
          onboarding: onboarding.OnboardingTaskPage,
          request: processes.TaskPage,
        }),
    ),
  'fast-onboarding': () => loadOnboardingPages().then((module) => module.FastOnboardingPage),
  'private-dashboard': () =>
    withTexts(import('../features/accounts/pages/dashboard'), 'accounts', 'transfer-history').then(
      (module) => module.PrivateDashboardPage,
    ),
  accounts: () => loadAccountsPages().then((module) => module.AccountsPage),
  'account-transactions': () => loadAccountsPages().then((module) => module.TransactionsPage),
  'account-transaction-details': () => loadAccountsPages().then((module) => module.TransactionDetailsPage),
  'account-statement': () => loadAccountsPages().then((module) => module.StatementPage),
  'account-pdf-view': () => loadAccountsPages().then((module) => module.PdfViewPage),
  beneficiaries: () => loadBeneficiaryPages().then((module) => module.BeneficiariesPage),
  'beneficiary-type': () => loadBeneficiaryPages().then((module) => module.BeneficiaryTypePage),
  'beneficiary-add-wb': () => loadBeneficiaryPages().then((module) => module.AddWithinBankBeneficiaryPage),
  'beneficiary-add-national': () =>
    loadBeneficiaryPages().then((module) => module.AddNationalBeneficiaryPage),
  'beneficiary-add-international': () =>
    loadBeneficiaryPages().then((module) => module.AddInternationalBeneficiaryPage),
  'beneficiary-edit-wb': () => loadBeneficiaryPages().then((module) => module.EditWithinBankBeneficiaryPage),
  'beneficiary-edit-national': () =>
    loadBeneficiaryPages().then((module) => module.EditNationalBeneficiaryPage),
  'beneficiary-edit-international': () =>
    loadBeneficiaryPages().then((module) => module.EditInternationalBeneficiaryPage),
  'transfer-form-own-account': () => loadTransfersPages().then((module) => module.OwnAccountFormPage),
  'transfer-form-within-bank': () => loadTransfersPages().then((module) => module.WithinBankFormPage),
  'transfer-form-national': () => loadTransfersPages().then((module) => module.NationalFormPage),
  'transfer-form-international': () => loadTransfersPages().then((module) => module.InternationalFormPage),
  'transfer-review-own-account': () => loadTransfersPages().then((module) => module.OwnAccountReviewPage),
  'transfer-review-within-bank': () => loadTransfersPages().then((module) => module.WithinBankReviewPage),
  'transfer-review-national': () => loadTransfersPages().then((module) => module.NationalReviewPage),
  'transfer-review-international': () =>
    loadTransfersPages().then((module) => module.InternationalReviewPage),
  transfers: () => loadTransferHistoryPages().then((module) => module.TransfersPage),
  'transfer-details': () => loadTransferHistoryPages().then((module) => module.TransferDetailsPage),
  'permanent-list': () => loadStandingOrderPages().then((module) => module.PermanentListPage),
  'permanent-detail': () => loadStandingOrderPages().then((module) => module.PermanentDetailPage),
  'permanent-form': () => loadStandingOrderPages().then((module) => module.PermanentFormPage),
  'add-permanent': () => loadStandingOrderPages().then((module) => module.AddPermanentPage),
  'multiple-list': () => loadBulkTransferPages().then((module) => module.MultipleListPage),
  'add-multiple': () => loadBulkTransferPages().then((module) => module.AddMultiplePage),
  'multiple-detail': () => loadBulkTransferPages().then((module) => module.MultipleDetailPage),
  cards: () => loadCardPages().then((module) => module.CardsPage),
  'card-add': () => loadCardPages().then((module) => module.AddCardPage),
  'card-history': () => loadCardPages().then((module) => module.CardHistoryPage),
  'card-details': () => loadCardPages().then((module) => module.CardDetailsPage),
  'card-request-success': () => loadCardPages().then((module) => module.RequestSuccessPage),
  'card-top-up': () => loadCardPages().then((module) => module.TopUpPage),
  'company-users': () => loadCompanyPages().then((module) => module.CompanyUsersPage),
  notifications: () => loadNotificationPages().then((module) => module.NotificationsPage),
  'notification-details': () => loadNotificationPages().then((module) => module.NotificationDetailsPage),
  'notification-topics': () => loadNotificationPages().then((module) => module.TopicsPage),
  profile: () => loadProfilePages().then((module) => module.ProfilePage),
  settings: () => loadProfilePages().then((module) => module.SettingsPage),
  cheques: () => loadChequePages().then((module) => module.ChequesListPage),
  'checkbook-requests': () => loadChequePages().then((module) => module.CheckbookRequestsPage),
  'cheque-request-add': () => loadChequePages().then((module) => module.AddChequeRequestPage),
  'cheque-process': () => loadChequePages().then((module) => module.ChequeProcessPage),
  'trade-effects': () => loadTradeEffectPages().then((module) => module.TradeEffectsPage),
  credits: () => loadFinancingPages().then((module) => module.CreditsPage),
  'credits-list': () => loadFinancingPages().then((module) => module.CreditsListPage),
  'credit-details': () => loadFinancingPages().then((module) => module.CreditDetailsPage),
  'credit-process-list': () => loadProcessPages().then((module) => module.RequestsPage),
  'credit-process-task': () => loadProcessPages().then((module) => module.TaskPage),
} satisfies Record<string, PageLoader>;

export type PageKey = keyof typeof PAGE_LOADERS;

export function loadPage(key: PageKey): Promise<ComponentType<RoutePageProps>> {
  const loader: PageLoader = PAGE_LOADERS[key];
  return loader();
}
