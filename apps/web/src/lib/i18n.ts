/**
 * i18next set-up: the shell's texts of the language are loaded before the first paint, each area's
 * when a route of the area opens (or when a page first asks); `<html lang dir>` follows the language.
 */
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
  'company',
  'notifications',
  'profile',
  'cheques',
  'trade-effects',
  'financing',
  'processes',
  'mobile',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** Texts every page may show (the shell and its user menu, errors, form messages, challenges): loaded before the first paint. */
export const SHELL_NAMESPACES: readonly Namespace[] = [
  'common',
  'menu',
  'errors',
  'forms',
  'challenges',
  'auth',
];

/** Each area's namespace of each language is its own small chunk; the shell's come in `shell.ts`. */
const TEXT_FILES = import.meta.glob<Record<string, unknown>>(
  ['../locales/*/*.json', '!../locales/*/{auth,challenges,common,errors,forms,menu}.json'],
  { import: 'default' },
);

const SHELL_TEXTS: Record<Language, () => Promise<{ default: Record<string, Record<string, unknown>> }>> = {
  fr: () => import('../locales/fr/shell'),
  en: () => import('../locales/en/shell'),
  ar: () => import('../locales/ar/shell'),
};

/** A namespace's file name: the area's folder name (`bulkTransfers` is kept in bulk-transfers.json). */
const fileOf = (language: Language, namespace: Namespace) =>
  `../locales/${language}/${namespace === 'bulkTransfers' ? 'bulk-transfers' : namespace}.json`;

const isNamespace = (name: string): name is Namespace => (NAMESPACES as readonly string[]).includes(name);

/** The texts of one namespace in one language, from its chunk. */
async function loadTexts(language: Language, namespace: Namespace): Promise<Record<string, unknown>> {
  if (SHELL_NAMESPACES.includes(namespace)) {
    return (await SHELL_TEXTS[language]()).default[namespace] ?? {};
  }
  const load = TEXT_FILES[fileOf(language, namespace)];
  return load ? load() : {};
}

export const i18n = i18next.createInstance();

/** Fetches the texts of these namespaces in this language, once each; later calls resolve at once. */
export async function ensureNamespacesLoaded(
  language: Language,
  namespaces: readonly string[],
): Promise<void> {
  const missing = namespaces
    .filter(isNamespace)
    .filter((namespace) => !i18n.hasResourceBundle(language, namespace));
  await Promise.all(
    missing.map(async (namespace) => {
      i18n.addResourceBundle(language, namespace, await loadTexts(language, namespace), true, true);
    }),
  );
}

/** Fetches the shell's texts of a language (one chunk), once. */
export function ensureLanguageLoaded(language: Language): Promise<void> {
  return ensureNamespacesLoaded(language, SHELL_NAMESPACES);
}

/**
 * A namespace a page uses that its route did not load first (a rare path) is fetched when first
 * asked for; the page waits for it (Suspense) rather than show raw keys.
 */
const lazyTexts = {
  type: 'backend' as const,
  init: () => undefined,
  read: (
    language: string,
    namespace: string,
    done: (error: unknown, data: Record<string, unknown> | null) => void,
  ) => {
    if (!isLanguage(language) || !isNamespace(namespace)) {
      done(null, {});
      return;
    }
    loadTexts(language, namespace).then(
      (data) => done(null, data),
      (error: unknown) => done(error, null),
    );
  },
};

export function applyDocumentLanguage(language: Language): void {
  const root = document.documentElement;
  root.lang = language;
  root.dir = getDirection(language);
}

export async function initI18n(language: Language): Promise<void> {
  await i18n
    .use(lazyTexts)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: false,
      supportedLngs: ['fr', 'en', 'ar'],
      ns: [...SHELL_NAMESPACES],
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
  // Every namespace the app already shows, so the switch repaints at once in the new language.
  const shown = Object.keys(i18n.store.data[getCurrentLanguage()] ?? {});
  await ensureNamespacesLoaded(language, [...SHELL_NAMESPACES, ...shown]);
  await i18n.changeLanguage(language);
  writeStored(STORAGE_KEYS.language, language);
  applyDocumentLanguage(language);
}
