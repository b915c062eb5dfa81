/** The hub's ways to start a transfer or open a list, each shown only where the role allows it (spec §6). */
export type HubItem = { key: string; to: string; service: string; process: 'CREATE' | 'VIEW' };

export const NEW_TRANSFER_ITEMS: readonly HubItem[] = [
  {
    key: 'own-account',
    to: '/transfers/transfer-type/own-account',
    service: 'OWN_ACCOUNT_TRANSFER',
    process: 'CREATE',
  },
  {
    key: 'within-bank',
    to: '/transfers/transfer-type/within-bank',
    service: 'WITHIN_BANK_TRANSFER',
    process: 'CREATE',
  },
  {
    key: 'add-local',
    to: '/transfers/transfer-type/add-local',
    service: 'LOCAL_TRANSFER',
    process: 'CREATE',
  },
  {
    key: 'add-international',
    to: '/transfers/transfer-type/add-international',
    service: 'INTERNATIONAL_TRANSFER',
    process: 'CREATE',
  },
  {
    key: 'add-permanent',
    to: '/transfers/transfer-type/add-permanent',
    service: 'PERMANENT_TRANSFER',
    process: 'CREATE',
  },
  { key: 'add-multiple', to: '/transfers/add-multiple', service: 'MULTIPLE_TRANSFER', process: 'CREATE' },
];

export const TRANSFER_LIST_ITEMS: readonly HubItem[] = [
  { key: 'permanent-list', to: '/transfers/permanent-list', service: 'PERMANENT_TRANSFER', process: 'VIEW' },
  { key: 'multiple-list', to: '/transfers/multiple-list', service: 'MULTIPLE_TRANSFER', process: 'VIEW' },
];

type Grant = { serviceName: string; processName: string };

/** The items the user's permissions allow, in their order. */
export function selectHubItems(items: readonly HubItem[], permissions: readonly Grant[]): HubItem[] {
  return items.filter((item) =>
    permissions.some((grant) => grant.serviceName === item.service && grant.processName === item.process),
  );
}
