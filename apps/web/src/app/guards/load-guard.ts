/** Holds a route until the app's initial data is ready: today the current language's texts. */
import { ensureLanguageLoaded, getCurrentLanguage } from '../../lib/i18n';
import type { Guard } from './guard-types';

export const loadGuard: Guard = async () => {
  await ensureLanguageLoaded(getCurrentLanguage());
  return null;
};
