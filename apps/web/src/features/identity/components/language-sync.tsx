/** When a signed-in customer switches language, the bank's messages (codes...) follow it. */

import type { Language } from '@baraka/contracts/shared/common';
import { useEffect } from 'react';
import { i18n } from '../../../lib/i18n';
import { getSession, isSignedIn } from '../../../lib/session-store';
import { putLanguage } from '../api/update-language';

export function LanguageSync() {
  useEffect(() => {
    const onChange = (language: Language) => {
      const session = getSession();
      if (isSignedIn(session) && !session.isDemo && session.user?.language !== language) {
        // Best effort: the app already speaks the new language whatever the answer.
        putLanguage(language).catch(() => undefined);
      }
    };
    return i18n.onLanguageChange(onChange);
  }, []);
  return null;
}
