/** Leaving demo mode (spec §4): the demo session ends and the visitor is back on the public side. */
import { useNavigate } from '../../../lib/router';
import { logout } from './logout-flow';

export function useExitDemo(): () => void {
  const navigate = useNavigate();
  return () => {
    void logout('demo-exit', (path) => void navigate(path, { replace: true }));
  };
}
