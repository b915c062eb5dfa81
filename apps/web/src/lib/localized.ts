/** Picks the current language's version of text the API sends in fr, en and ar. */
import type { LocalizedText } from '@baraka/contracts/shared/localized';
import { isLanguage } from './language';
import { useTranslation } from './use-translation';

export type Localize = (text: LocalizedText) => string;

export function pickLocalized(text: LocalizedText, language: string): string {
  return isLanguage(language) ? text[language] : text.fr;
}

/** Re-renders on a language switch, so pages show the new language without fetching again. */
export function useLocalize(): Localize {
  const { i18n } = useTranslation();
  return (text) => pickLocalized(text, i18n.language);
}
