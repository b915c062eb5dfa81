/**
 * The rights a holder can give, laid out as the page shows them: by area (accounts, transfers...),
 * one row per service, one box per process the holder itself has on some channel.
 */
import type { RolePermission } from '@baraka/contracts/identity/auth';
import type { Right } from '@baraka/contracts/identity/company';

export const PROCESS_ORDER = ['VIEW', 'CREATE', 'UPDATE', 'EDIT', 'DELETE'] as const;

export type ServiceRow = { service: string; processes: string[] };
export type CategoryGroup = { category: string; services: ServiceRow[] };

const CATEGORY_ORDER = ['ACCOUNTS', 'TRANSFER', 'BENEFICIARIES', 'CARDS', 'CHEQUE_BOOK', 'TRADE', 'LOAN'];

const rank = (list: readonly string[], value: string) => {
  const index = list.indexOf(value);
  return index < 0 ? list.length : index;
};

export function buildRightsMatrix(holderPermissions: readonly RolePermission[]): CategoryGroup[] {
  const byCategory = new Map<string, Map<string, Set<string>>>();
  for (const { category, serviceName, processName } of holderPermissions) {
    const services = byCategory.get(category) ?? new Map<string, Set<string>>();
    services.set(serviceName, (services.get(serviceName) ?? new Set()).add(processName));
    byCategory.set(category, services);
  }
  return [...byCategory.entries()]
    .sort(([a], [b]) => rank(CATEGORY_ORDER, a) - rank(CATEGORY_ORDER, b))
    .map(([category, services]) => ({
      category,
      services: [...services.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([service, processes]) => ({
          service,
          processes: [...processes].sort((a, b) => rank(PROCESS_ORDER, a) - rank(PROCESS_ORDER, b)),
        })),
    }));
}

export const rightKey = ({ service, process }: Right): string => `${service}:${process}`;

export function toggleRight(rights: readonly Right[], right: Right): Right[] {
  const key = rightKey(right);
  return rights.some((item) => rightKey(item) === key)
    ? rights.filter((item) => rightKey(item) !== key)
    : [...rights, right];
}

/** Whether two sets of rights are the same, whatever their order. */
export function isSameRights(a: readonly Right[], b: readonly Right[]): boolean {
  const keys = new Set(a.map(rightKey));
  return a.length === b.length && b.every((right) => keys.has(rightKey(right)));
}
