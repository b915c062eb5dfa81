/** Which language and colour scheme a provider page uses: explicit choice, then the client's hints. */
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@baraka/contracts';

const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** First usable language among `lang` (page switcher), `locale` (spec §7), `ui_locales`, Accept-Language. */
export const pickLanguage = (candidates: ReadonlyArray<string | undefined | null>): Language => {
  for (const candidate of candidates) {
    for (const token of (candidate ?? '').split(/[\s,]+/)) {
      const code = token.trim().slice(0, 2).toLowerCase();
      if (isLanguage(code)) {
        return code;
      }
    }
  }
  return DEFAULT_LANGUAGE;
};

export const isParamTrue = (value: unknown): boolean => value === 'true' || value === true || value === '1';
