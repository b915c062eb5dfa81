/** When a signed-in customer switches language, the bank's messages (codes...) follow it. */
import { useEffect } from 'react';
import { i18n } from '../../../lib/i18n';
import { isLanguage } from '../../../lib/language';
import { getSession, isSignedIn } from '../../../lib/session-store';
import { putLanguage } from '../api/update-language';

export function LanguageSync() {
  useEffect(() => {
    const onChange = (language: string) => {
      const session = getSession();
      if (
        isSignedIn(session) &&
        !session.isDemo &&
        isLanguage(language) &&
        session.user?.language !== language
      ) {
        // Best effort: the app already speaks the new language whatever the answer.
        putLanguage(language).catch(() => undefined);
      }
    };
    i18n.on('languageChanged', onChange);
    return () => i18n.off('languageChanged', onChange);
  }, []);
  return null;
}
