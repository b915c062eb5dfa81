/**
 * The app's texts (translator.ts): the shell's texts of the language are loaded before the first paint, each area's
 * when a route of the area opens (or when a page first asks); `<html lang dir>` follows the language.
 */
import type { Language } from '@baraka/contracts/shared/common';
import { getDirection } from './language';
import { STORAGE_KEYS, writeStored } from './storage';
import { Translator } from './translator';

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

export const i18n = new Translator('fr', 'common');

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
      i18n.addResourceBundle(language, namespace, await loadTexts(language, namespace));
    }),
  );
}

/** Fetches the shell's texts of a language (one chunk), once. */
export function ensureLanguageLoaded(language: Language): Promise<void> {
  return ensureNamespacesLoaded(language, SHELL_NAMESPACES);
}

export function applyDocumentLanguage(language: Language): void {
  const root = document.documentElement;
  root.lang = language;
  root.dir = getDirection(language);
}

export async function initI18n(language: Language): Promise<void> {
  i18n.changeLanguage(language);
  await ensureLanguageLoaded(language);
  applyDocumentLanguage(language);
}

export function getCurrentLanguage(): Language {
  return i18n.language;
}

/** Loads the language if needed, switches to it, remembers it and updates `<html lang dir>`. */
export async function changeAppLanguage(language: Language): Promise<void> {
  // Every namespace the app already shows, so the switch repaints at once in the new language.
  const shown = i18n.loadedNamespaces(getCurrentLanguage());
  await ensureNamespacesLoaded(language, [...SHELL_NAMESPACES, ...shown]);
  i18n.changeLanguage(language);
  writeStored(STORAGE_KEYS.language, language);
  applyDocumentLanguage(language);
}
