/**
 * The route table of spec §2 as data: path, area (title and header colour), page, layout and guard
 * chain. router.tsx turns it into React Router routes; tests read it as it is.
 */
import type { FeatureKey } from '@baraka/contracts/shared/features';
import { type AreaKey, getAreaFeature } from './areas';
import type { GuardName } from './guards/guard-types';
import type { PageKey } from './page-loaders';

export type LayoutKey = 'shell' | 'auth';

export type RouteDefinition = {
  path: string;
  area: AreaKey;
  page: PageKey;
  layout: LayoutKey;
  /** Run in order; the first one that redirects wins. */
  guards: readonly GuardName[];
  feature?: FeatureKey;
  /** Start of an add-transfer, add-card or add-beneficiary flow (spec §2 "flow entry routes"). */
  isFlowEntry?: boolean;
  /** Shown without the shell on phones (the accounts PDF view). */
  isFullScreenOnMobile?: boolean;
};

export const ROOT_REDIRECT = '/private-dashboard';
export const UNKNOWN_PATH_REDIRECT = '/dashboard';
export const LOGIN_PATH = '/auth/login';
export const PUBLIC_HOME_PATH = '/dashboard';
export const PRIVATE_HOME_PATH = '/private-dashboard';

// Authentication runs before feature availability, so a visitor always reaches the login page first.
const GUARDS = {
  none: [],
  common: ['common'],
  loaded: ['common', 'load'],
  signedIn: ['common', 'auth'],
  featureGated: ['common', 'auth', 'feature'],
} as const satisfies Record<string, readonly GuardName[]>;

type Options = { page?: PageKey; layout?: LayoutKey; guards?: readonly GuardName[] };

function definePublic(area: AreaKey, paths: readonly string[], options: Options = {}): RouteDefinition[] {
  return paths.map((path) => ({
    path,
    area,
    page: options.page ?? 'coming-soon',
    layout: options.layout ?? 'shell',
    guards: options.guards ?? GUARDS.common,
  }));
}

function definePrivate(
  area: AreaKey,
  paths: readonly string[],
  gate: 'feature' | 'auth',
  page: PageKey = 'coming-soon',
): RouteDefinition[] {
  const feature: FeatureKey | undefined = gate === 'feature' ? getAreaFeature(area) : undefined;
  if (gate === 'feature' && !feature) {
    throw new Error(`Area ${area} has no feature key to guard`);
  }
  return paths.map((path) => ({
    path,
    area,
    page,
    layout: 'shell',
    guards: gate === 'feature' ? GUARDS.featureGated : GUARDS.signedIn,
    ...(feature ? { feature } : {}),
    ...(/\/add-[^/]+$/.test(path) && ['transfers', 'cards', 'beneficiaries'].includes(area)
      ? { isFlowEntry: true }
      : {}),
    ...(path === '/accounts/pdf-view' ? { isFullScreenOnMobile: true } : {}),
  }));
}

const PUBLIC_ROUTES: RouteDefinition[] = [
  ...definePublic('dashboard', ['/dashboard'], { page: 'public-dashboard', guards: GUARDS.loaded }),
  ...definePublic('faqs', ['/faqs'], { page: 'faqs' }),
  ...definePublic('security-mention', ['/security-mention'], { page: 'security-mention' }),
  ...definePublic('contact-us', ['/contact-us/request'], { page: 'contact-request' }),
  ...definePublic('contact-us', ['/contact-us/request-success'], { page: 'contact-success' }),
  ...definePublic('news', ['/news'], { page: 'news' }),
  ...definePublic('news', ['/news/detail'], { page: 'news-detail' }),
  ...definePublic('offers', ['/offerDetails'], { page: 'offer-details' }),
  ...definePublic('products', ['/products/list'], { page: 'products-list' }),
  ...definePublic('products', ['/products/detail'], { page: 'product-detail' }),
  ...definePublic('e-request', ['/e-request'], { page: 'e-request' }),
  ...definePublic('legal-notice', ['/legal-notice'], { page: 'legal-notice' }),
  ...definePublic('locator', ['/locator'], { page: 'locator' }),
  ...definePublic('currencies', ['/currencies'], { page: 'currencies' }),
  ...definePublic('currencies', ['/currencies/devise'], { page: 'currency-converter' }),
  ...definePublic('calculator', ['/calculator/loan'], { page: 'loan-calculator' }),
  ...definePublic('calculator', ['/calculator/savings'], { page: 'savings-calculator' }),
  ...definePublic('process', ['/business-process-store/task'], { page: 'business-process-task' }),
  ...definePublic('privacy-policy', ['/privacy-policy'], { page: 'privacy-policy' }),
  ...definePublic('appointment', ['/appointment/request'], { page: 'appointment-request' }),
  ...definePublic('appointment', ['/appointment/request-success'], { page: 'appointment-success' }),
  ...definePublic('onboarding', ['/fast-onboarding/register/step1'], { page: 'fast-onboarding' }),
  ...definePublic('onboarding', ['/digital-onboarding'], { page: 'onboarding-start' }),
  ...definePublic('onboarding', ['/digital-onboarding/process'], { page: 'onboarding-process' }),
  ...definePublic('onboarding', ['/digital-onboarding/timeLine'], { page: 'onboarding-timeline' }),
  ...definePublic('onboarding', ['/digital-onboarding/showDetails'], { page: 'onboarding-details' }),
  ...definePublic('loaders', ['/loaders'], { page: 'loaders' }),
  // Not in spec §2: where a person trying the product reads the codes the embedded outbox kept.
  ...definePublic('dev', ['/dev/outbox'], { page: 'dev-outbox' }),
  // Not in spec §2: the entry point of demo mode, so the menu's "demo" entry has somewhere to go.
  ...definePublic('demo', ['/demo'], { page: 'demo' }),
];

const AUTH_ROUTES: RouteDefinition[] = [
  ...definePublic('login', ['/auth/login'], { page: 'login', layout: 'auth', guards: GUARDS.none }),
  // Not in spec §2: where the provider's redirect lands (via the real path /auth/callback).
  ...definePublic('login', ['/auth/callback'], { page: 'login-callback', layout: 'auth' }),
  // Not in spec §2: the first-access step a reloaded session must still do (security question).
  ...definePublic('login', ['/auth/first-access'], { page: 'first-access', layout: 'auth' }),
  ...definePublic('password-reset', ['/auth/forgot-password'], {
    page: 'forgot-password',
    layout: 'auth',
    guards: GUARDS.none,
  }),
  ...definePublic('password-reset', ['/auth/forgot-password/new-password'], {
    page: 'new-password',
    layout: 'auth',
  }),
  ...definePublic('enrolment', ['/auth/register'], { page: 'register', layout: 'auth' }),
  ...definePublic('enrolment', ['/auth/number-validation'], { page: 'number-validation', layout: 'auth' }),
  ...definePublic('enrolment', ['/auth/chose-pack'], { page: 'chose-pack', layout: 'auth' }),
  ...definePublic('enrolment', ['/auth/confirm-password'], { page: 'confirm-password', layout: 'auth' }),
  ...definePublic('enrolment', ['/auth/welcome-to-albaraka'], { page: 'welcome', layout: 'auth' }),
  // Spec §2's registration process pages are the registration flow's own steps: its start, and the
  // code received on the phone (which sends back to the start when no registration is under way).
  ...definePublic('enrolment', ['/business-process-store/register-process'], {
    page: 'register',
    layout: 'auth',
  }),
  ...definePublic('enrolment', ['/auth/receive-otp'], { page: 'number-validation', layout: 'auth' }),
];

const PRIVATE_ROUTES: RouteDefinition[] = [
  ...definePrivate('private-dashboard', ['/private-dashboard'], 'auth', 'private-dashboard'),
  ...definePrivate('beneficiaries', ['/beneficiaries'], 'feature', 'beneficiaries'),
  ...definePrivate('beneficiaries', ['/beneficiaries/benef-type'], 'feature', 'beneficiary-type'),
  ...definePrivate('beneficiaries', ['/beneficiaries/add-wb-benef'], 'feature', 'beneficiary-add-wb'),
  ...definePrivate(
    'beneficiaries',
    ['/beneficiaries/add-international-benef'],
    'feature',
    'beneficiary-add-international',
  ),
  ...definePrivate(
    'beneficiaries',
    ['/beneficiaries/add-national-benef'],
    'feature',
    'beneficiary-add-national',
  ),
  ...definePrivate('beneficiaries', ['/beneficiaries/edit-wb-benef'], 'feature', 'beneficiary-edit-wb'),
  ...definePrivate(
    'beneficiaries',
    ['/beneficiaries/edit-international-benef'],
    'feature',
    'beneficiary-edit-international',
  ),
  ...definePrivate(
    'beneficiaries',
    ['/beneficiaries/edit-national-benef'],
    'feature',
    'beneficiary-edit-national',
  ),
  ...definePrivate('accounts', ['/accounts'], 'feature', 'accounts'),
  ...definePrivate('accounts', ['/accounts/transactions'], 'feature', 'account-transactions'),
  ...definePrivate('accounts', ['/accounts/transaction-details'], 'feature', 'account-transaction-details'),
  ...definePrivate('accounts', ['/accounts/pdf-view'], 'feature', 'account-pdf-view'),
  ...definePrivate('accounts', ['/accounts/statement'], 'feature', 'account-statement'),
  ...definePrivate('transfers', ['/transfers/add-card'], 'feature', 'card-top-up'),
  ...definePrivate('transfers', ['/transfers'], 'feature', 'transfers'),
  ...definePrivate('transfers', ['/transfers/transfer-details'], 'feature', 'transfer-details'),
  ...definePrivate('transfers', ['/transfers/permanent-list'], 'feature', 'permanent-list'),
  ...definePrivate('transfers', ['/transfers/permanent-detail'], 'feature', 'permanent-detail'),
  ...definePrivate('transfers', ['/transfers/transfer-type/add-permanent'], 'feature', 'permanent-form'),
  ...definePrivate('transfers', ['/transfers/add-permanent'], 'feature', 'add-permanent'),
  ...definePrivate(
    'transfers',
    ['/transfers/transfer-type/own-account'],
    'feature',
    'transfer-form-own-account',
  ),
  ...definePrivate(
    'transfers',
    ['/transfers/transfer-type/within-bank'],
    'feature',
    'transfer-form-within-bank',
  ),
  ...definePrivate('transfers', ['/transfers/transfer-type/add-local'], 'feature', 'transfer-form-national'),
  ...definePrivate(
    'transfers',
    ['/transfers/transfer-type/add-international'],
    'feature',
    'transfer-form-international',
  ),
  ...definePrivate('transfers', ['/transfers/own-account'], 'feature', 'transfer-review-own-account'),
  ...definePrivate('transfers', ['/transfers/within-bank'], 'feature', 'transfer-review-within-bank'),
  ...definePrivate('transfers', ['/transfers/add-local'], 'feature', 'transfer-review-national'),
  ...definePrivate('transfers', ['/transfers/add-international'], 'feature', 'transfer-review-international'),
  ...definePrivate('transfers', ['/transfers/multiple-list'], 'feature', 'multiple-list'),
  ...definePrivate('transfers', ['/transfers/add-multiple'], 'feature', 'add-multiple'),
  ...definePrivate('transfers', ['/transfers/multiple-detail'], 'feature', 'multiple-detail'),
  ...definePrivate('cards', ['/cards'], 'feature', 'cards'),
  ...definePrivate('cards', ['/cards/add-card'], 'feature', 'card-add'),
  ...definePrivate('cards', ['/cards/history'], 'feature', 'card-history'),
  ...definePrivate('cards', ['/cards/card-details'], 'feature', 'card-details'),
  ...definePrivate('cards', ['/cards/request-card-success'], 'feature', 'card-request-success'),
  ...definePrivate('cheques', ['/cheques/list'], 'feature', 'cheques'),
  ...definePrivate('cheques', ['/cheques/checkbook-requests'], 'feature', 'checkbook-requests'),
  ...definePrivate('cheques', ['/cheques/add-cheque-request'], 'feature', 'cheque-request-add'),
  ...definePrivate('cheques', ['/cheque-process'], 'feature', 'cheque-process'),
  ...definePrivate('trade-effects', ['/trade-effects'], 'auth', 'trade-effects'),
  ...definePrivate('profile', ['/profile'], 'feature', 'profile'),
  ...definePrivate('settings', ['/settings'], 'auth', 'settings'),
  ...definePrivate('settings', ['/settings/password'], 'auth', 'change-password'),
  ...definePrivate('devices', ['/devices'], 'feature', 'devices'),
  // Not in spec §2: where a company's account holder manages its users' rights (spec §1).
  ...definePrivate('company', ['/company/users'], 'auth', 'company-users'),
  ...definePrivate('credits', ['/credits'], 'auth', 'credits'),
  ...definePrivate('credits', ['/credits/credits-list'], 'auth', 'credits-list'),
  ...definePrivate('credits', ['/credits/credit-details'], 'auth', 'credit-details'),
  // The simulators, signed in.
  ...definePrivate(
    'credits',
    ['/credits/credit-calculator', '/credits/simulator'],
    'auth',
    'loan-calculator',
  ),
  ...definePrivate('credits', ['/credit-process/list'], 'auth', 'credit-process-list'),
  ...definePrivate('credits', ['/credit-process/task', '/loan-process'], 'auth', 'credit-process-task'),
  ...definePrivate('notification', ['/notification/notifications'], 'auth', 'notifications'),
  ...definePrivate('notification', ['/notification/notif-details'], 'auth', 'notification-details'),
  ...definePrivate('notification', ['/notification/topic'], 'auth', 'notification-topics'),
  ...definePrivate('e-request', ['/e-request/list'], 'auth', 'e-request-list'),
  ...definePrivate('suggestion', ['/suggestion-reclamation/historic'], 'auth', 'service-history'),
  ...definePrivate('suggestion', ['/suggestion'], 'auth', 'suggestion'),
  ...definePrivate('suggestion', ['/reclamation'], 'auth', 'reclamation'),
];

export const ROUTES: readonly RouteDefinition[] = [...PUBLIC_ROUTES, ...AUTH_ROUTES, ...PRIVATE_ROUTES];
