/**
 * The rights a holder can give, laid out as the page shows them: by area (accounts, transfers...),
 * one row per service, one box per process the holder itself has on some channel.
 */
import type { RolePermission } from '@baraka/contracts/identity/auth';
import type { Right } from '@baraka/contracts/identity/company';

export const PROCESS_ORDER = ['VIEW', 'CREATE', 'UPDATE', 'EDIT', 'DELETE'] as const;

export type Channel = 'MOB' | 'WEB';
const CHANNELS: readonly Channel[] = ['MOB', 'WEB'];

/** A service the holder may give: its processes, and the channels the holder has it on. */
export type ServiceRow = { service: string; processes: string[]; channels: Channel[] };
export type CategoryGroup = { category: string; services: ServiceRow[] };

const CATEGORY_ORDER = ['ACCOUNTS', 'TRANSFER', 'BENEFICIARIES', 'CARDS', 'CHEQUE_BOOK', 'TRADE', 'LOAN'];

const rank = (list: readonly string[], value: string) => {
  const index = list.indexOf(value);
  return index < 0 ? list.length : index;
};

export function buildRightsMatrix(holderPermissions: readonly RolePermission[]): CategoryGroup[] {
  const byCategory = new Map<string, Map<string, Set<string>>>();
  const channelsOf = new Map<string, Set<Channel>>();
  for (const { category, serviceName, processName, channels } of holderPermissions) {
    const services = byCategory.get(category) ?? new Map<string, Set<string>>();
    services.set(serviceName, (services.get(serviceName) ?? new Set()).add(processName));
    byCategory.set(category, services);
    const held = channelsOf.get(serviceName) ?? new Set<Channel>();
    for (const channel of channels) {
      held.add(channel);
    }
    channelsOf.set(serviceName, held);
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
          channels: CHANNELS.filter((channel) => channelsOf.get(service)?.has(channel)),
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

/** The channels a service's rights are given on (those of its first right; the row's own when none). */
export function channelsOfService(rights: readonly Right[], row: ServiceRow): Channel[] {
  const given = rights.find((right) => right.service === row.service)?.channels;
  return given
    ? CHANNELS.filter((channel) => given.includes(channel) && row.channels.includes(channel))
    : row.channels;
}

/** Gives every right of a service on these channels. */
export function setServiceChannels(rights: readonly Right[], service: string, channels: Channel[]): Right[] {
  return rights.map((right) => (right.service === service ? { ...right, channels } : right));
}

const channelKey = (right: Right) =>
  `${rightKey(right)}:${[...(right.channels ?? CHANNELS)].sort().join('+')}`;

/** Whether two sets of rights are the same, channels included, whatever their order. */
export function isSameRights(a: readonly Right[], b: readonly Right[]): boolean {
  const keys = new Set(a.map(channelKey));
  return a.length === b.length && b.every((right) => keys.has(channelKey(right)));
}
