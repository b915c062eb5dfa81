/** Listens, on every page, for calls answered AUTH.LOGIN.EXPIRED_SESSION and runs the expiry logout. */
import { useEffect } from 'react';
import { useNavigate } from '../../../lib/router';
import { watchSessionExpiry } from '../session/session-expiry';

export function SessionExpiryWatcher() {
  const navigate = useNavigate();
  useEffect(() => watchSessionExpiry((path) => navigate(path, { replace: true })), [navigate]);
  return null;
}
