/**
 * Shows what the user may do (spec §6): children appear only when the role grants the process of
 * the service; with a render function they can show themselves disabled instead of hidden.
 */
import type { ReactNode } from 'react';
import { hasPermission, useSession } from '../../lib/session-store';

type PermissionGateProps = {
  service: string;
  process: string;
  children: ReactNode | ((isAllowed: boolean) => ReactNode);
};

export function usePermission(service: string, process: string): boolean {
  return hasPermission(useSession(), service, process);
}

export function PermissionGate({ service, process, children }: PermissionGateProps) {
  const isAllowed = usePermission(service, process);
  if (typeof children === 'function') {
    return children(isAllowed);
  }
  return isAllowed ? children : null;
}
