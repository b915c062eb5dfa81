/**
 * Runs on every guarded route. A link may carry `?lang=` inside the hash (`#/news?lang=ar`): the
 * language is switched and remembered, then the same page loads without the parameter.
 */
import { changeAppLanguage, getCurrentLanguage } from '../../lib/i18n';
import { isLanguage, markLanguageChosen } from '../../lib/language';
import type { Guard } from './guard-types';

export const commonGuard: Guard = async ({ url }) => {
  const requested = url.searchParams.get('lang');
  if (requested === null) {
    return null;
  }
  if (isLanguage(requested)) {
    markLanguageChosen();
    if (requested !== getCurrentLanguage()) {
      await changeAppLanguage(requested);
    }
  }
  const params = new URLSearchParams(url.search);
  params.delete('lang');
  const rest = params.toString();
  return `${url.pathname}${rest ? `?${rest}` : ''}`;
};
