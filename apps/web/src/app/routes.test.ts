import { describe, expect, it } from 'vitest';
import { ROUTES, type RouteDefinition } from './routes';

// Spec §2, path by path.
const SPEC_PUBLIC = [
  '/dashboard',
  '/faqs',
  '/security-mention',
  '/contact-us/request',
  '/contact-us/request-success',
  '/news',
  '/news/detail',
  '/offerDetails',
  '/products/list',
  '/products/detail',
  '/e-request',
  '/legal-notice',
  '/locator',
  '/currencies',
  '/currencies/devise',
  '/calculator/loan',
  '/calculator/savings',
  '/business-process-store/task',
  '/privacy-policy',
  '/appointment/request',
  '/appointment/request-success',
  '/fast-onboarding/register/step1',
  '/digital-onboarding',
  '/digital-onboarding/process',
  '/digital-onboarding/timeLine',
  '/digital-onboarding/showDetails',
  '/loaders',
];
const SPEC_AUTH = [
  '/auth/login',
  '/auth/register',
  '/auth/confirm-password',
  '/auth/number-validation',
  '/auth/welcome-to-albaraka',
  '/auth/chose-pack',
  '/auth/receive-otp',
  '/auth/forgot-password',
  '/auth/forgot-password/new-password',
  '/business-process-store/register-process',
];
const BENEFICIARIES = [
  '',
  '/benef-type',
  '/add-wb-benef',
  '/add-international-benef',
  '/add-national-benef',
  '/edit-wb-benef',
  '/edit-international-benef',
  '/edit-national-benef',
].map((sub) => `/beneficiaries${sub}`);
const TRANSFERS = [
  '',
  '/transfer-type/own-account',
  '/transfer-type/add-international',
  '/transfer-type/within-bank',
  '/transfer-type/add-local',
  '/transfer-type/add-permanent',
  '/permanent-list',
  '/add-permanent',
  '/permanent-detail',
  '/own-account',
  '/add-international',
  '/within-bank',
  '/add-local',
  '/multiple-list',
  '/add-multiple',
  '/multiple-detail',
  '/add-card',
  '/transfer-details',
].map((sub) => `/transfers${sub}`);
const SPEC_PRIVATE = [
  '/private-dashboard',
  ...BENEFICIARIES,
  '/accounts',
  '/accounts/transactions',
  '/accounts/transaction-details',
  '/accounts/pdf-view',
  '/accounts/statement',
  ...TRANSFERS,
  '/cards',
  '/cards/add-card',
  '/cards/history',
  '/cards/card-details',
  '/cards/request-card-success',
  '/cheques/list',
  '/cheques/checkbook-requests',
  '/cheques/add-cheque-request',
  '/cheque-process',
  '/trade-effects',
  '/profile',
  '/settings',
  '/devices',
  '/credits',
  '/credits/credit-calculator',
  '/credits/credits-list',
  '/credits/simulator',
  '/credits/credit-details',
  '/credit-process/task',
  '/credit-process/list',
  '/loan-process',
  '/notification/notifications',
  '/notification/notif-details',
  '/notification/topic',
  '/e-request/list',
  '/suggestion-reclamation/historic',
  '/suggestion',
  '/reclamation',
];

function findRoute(path: string): RouteDefinition {
  const route = ROUTES.find((candidate) => candidate.path === path);
  if (!route) {
    throw new Error(`no route for ${path}`);
  }
  return route;
}

describe('route table', () => {
  it('registers every route of spec §2 once', () => {
    const paths = ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of [...SPEC_PUBLIC, ...SPEC_AUTH, ...SPEC_PRIVATE]) {
      expect(paths, path).toContain(path);
    }
  });

  it('leaves login and forgot-password unguarded, and guards every other route', () => {
    expect(findRoute('/auth/login').guards).toEqual([]);
    expect(findRoute('/auth/forgot-password').guards).toEqual([]);
    for (const route of ROUTES.filter((r) => !['/auth/login', '/auth/forgot-password'].includes(r.path))) {
      expect(route.guards, route.path).toContain('common');
    }
  });

  it('load-guards the public dashboard', () => {
    expect(findRoute('/dashboard').guards).toEqual(['common', 'load']);
  });

  it.each([
    ['/accounts/statement', 'ACCOUNTS'],
    ['/beneficiaries/add-wb-benef', 'BENEFICIARIES'],
    ['/transfers/permanent-list', 'TRANSFER'],
    ['/cards/history', 'CARDS'],
    ['/cheques/list', 'CHEQUE_BOOK'],
    ['/cheque-process', 'CHEQUE_BOOK'],
    ['/profile', 'PROFILE'],
    ['/devices', 'DEVICES'],
  ])('puts %s behind sign-in and the %s feature', (path, feature) => {
    const route = findRoute(path);
    expect(route.guards).toEqual(['common', 'auth', 'feature']);
    expect(route.feature).toBe(feature);
  });

  it.each([
    '/credits/simulator',
    '/loan-process',
    '/trade-effects',
    '/notification/topic',
    '/private-dashboard',
  ])('puts %s behind sign-in only', (path) => {
    expect(findRoute(path).guards).toEqual(['common', 'auth']);
  });

  it('keeps the public pages public', () => {
    for (const path of SPEC_PUBLIC) {
      expect(findRoute(path).guards, path).not.toContain('auth');
    }
  });

  it('marks the add-transfer, add-card and add-beneficiary routes as flow entries', () => {
    const entries = ROUTES.filter((route) => route.isFlowEntry).map((route) => route.path);
    expect(entries).toEqual(
      expect.arrayContaining(['/transfers/add-local', '/cards/add-card', '/beneficiaries/add-wb-benef']),
    );
    expect(entries).not.toContain('/cheques/add-cheque-request');
  });
});
