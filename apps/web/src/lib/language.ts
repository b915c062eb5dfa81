/** Which language the app speaks: the `lang` link parameter, then the stored choice, then French. */
import type { Language } from '@baraka/contracts/shared/common';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@baraka/contracts/shared/names';
import { readTabStored, TAB_STORAGE_KEYS, writeTabStored } from './storage';

export const RTL_LANGUAGES: readonly Language[] = ['ar'];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function getDirection(language: Language): 'rtl' | 'ltr' {
  return RTL_LANGUAGES.includes(language) ? 'rtl' : 'ltr';
}

/** Reads `lang` from the query before the hash (`/?lang=ar#/dashboard`) or inside it (`#/x?lang=ar`). */
export function readLanguageParam(search: string, hash: string): Language | null {
  const fromSearch = new URLSearchParams(search).get('lang');
  if (isLanguage(fromSearch)) {
    return fromSearch;
  }
  const hashQuery = hash.includes('?') ? hash.slice(hash.indexOf('?')) : '';
  const fromHash = new URLSearchParams(hashQuery).get('lang');
  return isLanguage(fromHash) ? fromHash : null;
}

export function resolveLanguage(input: { search: string; hash: string; stored: string | null }): Language {
  const fromLink = readLanguageParam(input.search, input.hash);
  if (fromLink) {
    return fromLink;
  }
  return isLanguage(input.stored) ? input.stored : DEFAULT_LANGUAGE;
}

/** The address without its `lang` parameter, so a later reload keeps the language chosen in the app. */
export function removeLanguageParam(url: URL): URL {
  const next = new URL(url.href);
  next.searchParams.delete('lang');
  const hashQueryStart = next.hash.indexOf('?');
  if (hashQueryStart >= 0) {
    const hashPath = next.hash.slice(0, hashQueryStart);
    const hashParams = new URLSearchParams(next.hash.slice(hashQueryStart));
    hashParams.delete('lang');
    const rest = hashParams.toString();
    next.hash = rest ? `${hashPath}?${rest}` : hashPath;
  }
  return next;
}

/**
 * A language chosen in this tab (a link's `lang`, the switcher) is kept at sign-in; otherwise the
 * app takes the one the customer saved with the bank (spec: applied at sign-in).
 */
export function markLanguageChosen(): void {
  writeTabStored(TAB_STORAGE_KEYS.languageChosen, '1');
}

export function wasLanguageChosen(): boolean {
  return readTabStored(TAB_STORAGE_KEYS.languageChosen) === '1';
}
