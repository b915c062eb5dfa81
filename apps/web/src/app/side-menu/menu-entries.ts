/**
 * The side menu of spec §2: public entries for visitors, private ones once signed in, each with its
 * own order on phones and on the web. An entry whose page is not built yet is listed disabled ("soon").
 */

import type { FeatureKey } from '@baraka/contracts/shared/features';
import {
  IconArrowsExchange,
  IconArrowsLeftRight,
  IconBell,
  IconCalculator,
  IconCalendarEvent,
  IconCoins,
  IconCreditCard,
  IconDevices,
  IconFileInvoice,
  IconFileText,
  IconHelpCircle,
  IconLayoutDashboard,
  IconListCheck,
  IconLogin2,
  IconMail,
  IconMapPin,
  IconMessageReport,
  IconNews,
  IconNotebook,
  IconPackage,
  IconPlayerPlay,
  IconSettings,
  IconUserCircle,
  IconUserPlus,
  IconUsers,
  IconUsersGroup,
  IconWallet,
  type TablerIcon,
} from '@tabler/icons-react';
import { SIGN_IN_NOW_PATH } from '../../lib/sign-in-path';
import { ROUTES } from '../routes';

export type MenuAudience = 'public' | 'private';

export type MenuEntry = {
  key: string;
  /** Key in menu.json `entries`. */
  labelKey: string;
  to: string;
  /** Paths under which this entry counts as the current one. */
  matches: readonly string[];
  icon: TablerIcon;
  audience: MenuAudience;
  mobileOrder: number;
  webOrder: number;
  isDisabled?: boolean;
  /** Spec §2: private entries carry the service area they open; hidden when the pack does not offer it. */
  feature?: FeatureKey;
  /** Shown only to a company's account holder (its users and their rights). */
  isForCompanyHolder?: boolean;
};

type EntryInput = Omit<MenuEntry, 'audience' | 'labelKey' | 'matches'> & {
  labelKey?: string;
  matches?: readonly string[];
};

/** Paths whose page is not built yet ("coming soon"): an entry leading there is shown disabled. */
const UNBUILT_PATHS = new Set(
  ROUTES.filter((route) => route.page === 'coming-soon').map((route) => route.path),
);

/**
 * Fills the defaults: the label key is the entry key, the entry is current under its first path
 * segment, and it is disabled while the page it opens is not built.
 */
function defineEntries(audience: MenuAudience, inputs: readonly EntryInput[]): MenuEntry[] {
  return inputs.map((input) => ({
    ...input,
    audience,
    labelKey: input.labelKey ?? input.key,
    matches: input.matches ?? [`/${input.to.split('/')[1] ?? ''}`],
    isDisabled: input.isDisabled === true || UNBUILT_PATHS.has(input.to),
  }));
}

// On the web the header already offers "Se connecter", so login closes the list there.
const PUBLIC_ENTRIES = defineEntries('public', [
  { key: 'login', to: SIGN_IN_NOW_PATH, icon: IconLogin2, mobileOrder: 1, webOrder: 90 },
  { key: 'products', to: '/products/list', icon: IconPackage, mobileOrder: 2, webOrder: 10 },
  { key: 'simulator', to: '/calculator/loan', icon: IconCalculator, mobileOrder: 3, webOrder: 20 },
  { key: 'rates', to: '/currencies', icon: IconArrowsExchange, mobileOrder: 4, webOrder: 30 },
  {
    key: 'news',
    to: '/news',
    matches: ['/news', '/offerDetails'],
    icon: IconNews,
    mobileOrder: 5,
    webOrder: 40,
  },
  { key: 'contact', to: '/contact-us/request', icon: IconMail, mobileOrder: 6, webOrder: 50 },
  { key: 'appointment', to: '/appointment/request', icon: IconCalendarEvent, mobileOrder: 7, webOrder: 60 },
  { key: 'faq', to: '/faqs', icon: IconHelpCircle, mobileOrder: 8, webOrder: 70 },
  {
    key: 'public-locator',
    labelKey: 'locator',
    to: '/locator',
    icon: IconMapPin,
    mobileOrder: 9,
    webOrder: 75,
  },
  { key: 'demo', to: '/demo', icon: IconPlayerPlay, mobileOrder: 10, webOrder: 80 },
  {
    key: 'onboarding',
    to: '/digital-onboarding',
    matches: ['/digital-onboarding', '/fast-onboarding'],
    icon: IconUserPlus,
    mobileOrder: 11,
    webOrder: 65,
  },
  {
    key: 'public-process',
    labelKey: 'process',
    to: '/business-process-store/task',
    icon: IconListCheck,
    mobileOrder: 12,
    webOrder: 66,
  },
  {
    key: 'public-e-requests',
    labelKey: 'eRequests',
    to: '/e-request',
    icon: IconFileText,
    mobileOrder: 22,
    webOrder: 102,
  },
]);

const PRIVATE_ENTRIES = defineEntries('private', [
  { key: 'dashboard', to: '/private-dashboard', icon: IconLayoutDashboard, mobileOrder: 1, webOrder: 10 },
  { key: 'accounts', to: '/accounts', icon: IconWallet, mobileOrder: 2, webOrder: 20, feature: 'ACCOUNTS' },
  {
    key: 'transfers',
    to: '/transfers',
    icon: IconArrowsLeftRight,
    mobileOrder: 3,
    webOrder: 30,
    feature: 'TRANSFER',
  },
  {
    key: 'beneficiaries',
    to: '/beneficiaries',
    icon: IconUsers,
    mobileOrder: 5,
    webOrder: 35,
    feature: 'BENEFICIARIES',
  },
  { key: 'cards', to: '/cards', icon: IconCreditCard, mobileOrder: 4, webOrder: 40, feature: 'CARDS' },
  {
    key: 'cheques',
    to: '/cheques/list',
    matches: ['/cheques', '/cheque-process'],
    icon: IconNotebook,
    mobileOrder: 6,
    webOrder: 50,
    feature: 'CHEQUE_BOOK',
  },
  {
    key: 'trade-effects',
    labelKey: 'tradeEffects',
    to: '/trade-effects',
    icon: IconFileInvoice,
    mobileOrder: 8,
    webOrder: 60,
    feature: 'TRADE',
  },
  {
    key: 'loans',
    to: '/credits',
    matches: ['/credits', '/credit-process', '/loan-process'],
    icon: IconCoins,
    mobileOrder: 7,
    webOrder: 70,
    feature: 'LOAN',
  },
  { key: 'locator', to: '/locator', icon: IconMapPin, mobileOrder: 10, webOrder: 80 },
  { key: 'notifications', to: '/notification/notifications', icon: IconBell, mobileOrder: 9, webOrder: 90 },
  { key: 'profile', to: '/profile', icon: IconUserCircle, mobileOrder: 20, webOrder: 100 },
  { key: 'settings', to: '/settings', icon: IconSettings, mobileOrder: 21, webOrder: 101 },
  { key: 'devices', to: '/devices', icon: IconDevices, mobileOrder: 11, webOrder: 95, feature: 'DEVICES' },
  {
    key: 'company-users',
    labelKey: 'companyUsers',
    to: '/company/users',
    icon: IconUsersGroup,
    mobileOrder: 12,
    webOrder: 94,
    isForCompanyHolder: true,
  },
  {
    key: 'e-requests',
    labelKey: 'eRequests',
    to: '/e-request/list',
    icon: IconFileText,
    mobileOrder: 12,
    webOrder: 96,
  },
  {
    key: 'suggestion',
    to: '/suggestion-reclamation/historic',
    matches: ['/suggestion-reclamation', '/suggestion', '/reclamation'],
    icon: IconMessageReport,
    mobileOrder: 13,
    webOrder: 97,
  },
  {
    key: 'process',
    to: '/business-process-store/task',
    icon: IconListCheck,
    mobileOrder: 25,
    webOrder: 105,
    isDisabled: true,
  },
]);

export const MENU_ENTRIES: readonly MenuEntry[] = [...PUBLIC_ENTRIES, ...PRIVATE_ENTRIES];
