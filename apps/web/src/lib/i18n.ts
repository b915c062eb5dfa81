/** i18next set-up: one bundle per language, loaded before it is shown; `<html lang dir>` follows it. */
import type { Language } from '@baraka/contracts/shared/common';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { getDirection, isLanguage } from './language';
import { STORAGE_KEYS, writeStored } from './storage';

export const NAMESPACES = [
  'common',
  'menu',
  'errors',
  'dashboard',
  'auth',
  'currencies',
  'content',
  'catalogue',
  'locator',
  'simulators',
  'forms',
  'challenges',
  'appointments',
  'devices',
  'contact',
  'requests',
  'onboarding',
  'accounts',
  'beneficiaries',
  'transfers',
  'transfer-history',
  'standing-orders',
  'bulkTransfers',
  'cards',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

type LanguageBundle = Record<Namespace, Record<string, unknown>>;

// One dynamic import per language: each becomes its own chunk, fetched only when spoken.
const BUNDLE_LOADERS: Record<Language, () => Promise<{ default: LanguageBundle }>> = {
  fr: () => import('../locales/fr/index'),
  en: () => import('../locales/en/index'),
  ar: () => import('../locales/ar/index'),
};

export const i18n = i18next.createInstance();

/** Fetches a language's texts once; later calls resolve at once. */
export async function ensureLanguageLoaded(language: Language): Promise<void> {
  if (i18n.hasResourceBundle(language, 'common')) {
    return;
  }
  const bundle = (await BUNDLE_LOADERS[language]()).default;
  for (const namespace of NAMESPACES) {
    i18n.addResourceBundle(language, namespace, bundle[namespace], true, true);
  }
}

export function applyDocumentLanguage(language: Language): void {
  const root = document.documentElement;
  root.lang = language;
  root.dir = getDirection(language);
}

export async function initI18n(language: Language): Promise<void> {
  await i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    supportedLngs: ['fr', 'en', 'ar'],
    ns: [...NAMESPACES],
    defaultNS: 'common',
    partialBundledLanguages: true,
    resources: {},
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  await ensureLanguageLoaded(language);
  applyDocumentLanguage(language);
}

export function getCurrentLanguage(): Language {
  const current = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(current) ? current : 'fr';
}

/** Loads the language if needed, switches to it, remembers it and updates `<html lang dir>`. */
export async function changeAppLanguage(language: Language): Promise<void> {
  await ensureLanguageLoaded(language);
  await i18n.changeLanguage(language);
  writeStored(STORAGE_KEYS.language, language);
  applyDocumentLanguage(language);
}
