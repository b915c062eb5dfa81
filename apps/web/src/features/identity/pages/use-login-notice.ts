/** What the login page says about the last visit: signed out, session expired, sign-in cancelled or failed. */
import { useEffect, useState } from 'react';
import { getErrorMessage } from '../../../lib/api-error';
import { readTabStored, removeTabStored, TAB_STORAGE_KEYS } from '../../../lib/storage';
import { useTranslation } from '../../../lib/use-translation';

export type LoginNotice = { tone: 'info' | 'error'; text: string };

export function useLoginNotice(searchParams: URLSearchParams): LoginNotice | null {
  const { t } = useTranslation('auth');
  const [logoutReason] = useState(() => readTabStored(TAB_STORAGE_KEYS.logoutReason));
  // Said once: a reload of the login page does not repeat it.
  useEffect(() => {
    removeTabStored(TAB_STORAGE_KEYS.logoutReason);
  }, []);
  const loginError = searchParams.get('loginError');
  if (logoutReason === 'expired') {
    return { tone: 'info', text: getErrorMessage('AUTH.LOGIN.EXPIRED_SESSION') };
  }
  if (loginError === 'cancelled' || logoutReason === 'cancelled') {
    return { tone: 'info', text: t('login.cancelled') };
  }
  if (loginError) {
    return { tone: 'error', text: getErrorMessage('AUTH.LOGIN.FAILED') };
  }
  if (searchParams.get('passwordReset') === 'true') {
    return { tone: 'info', text: t('login.passwordReset') };
  }
  if (searchParams.get('loggedOut') === 'true') {
    return { tone: 'info', text: t('login.loggedOut') };
  }
  return null;
}
