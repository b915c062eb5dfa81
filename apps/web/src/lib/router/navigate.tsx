/** Goes to another address as soon as it is rendered (a page that only forwards). */
import { useEffect } from 'react';
import { useNavigate } from './router-context';

export function Navigate({ to, replace, state }: { to: string; replace?: boolean; state?: unknown }) {
  const navigate = useNavigate();
  useEffect(() => {
    navigate(to, { replace, state });
  }, [navigate, to, replace, state]);
  return null;
}
