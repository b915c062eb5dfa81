import { describe, expect, it } from 'vitest';
import { NEW_TRANSFER_ITEMS, selectHubItems, TRANSFER_LIST_ITEMS } from './history-hub-items';

const grant = (serviceName: string, processName: string) => ({ serviceName, processName });

describe('selectHubItems', () => {
  it('offers only the transfers the role may create, in order', () => {
    const permissions = [
      grant('LOCAL_TRANSFER', 'CREATE'),
      grant('OWN_ACCOUNT_TRANSFER', 'CREATE'),
      grant('PERMANENT_TRANSFER', 'VIEW'),
    ];
    expect(selectHubItems(NEW_TRANSFER_ITEMS, permissions).map((item) => item.key)).toEqual([
      'own-account',
      'add-local',
    ]);
    expect(selectHubItems(TRANSFER_LIST_ITEMS, permissions).map((item) => item.to)).toEqual([
      '/transfers/permanent-list',
    ]);
  });

  it('offers nothing to a role without transfers (Basic pack)', () => {
    expect(selectHubItems(NEW_TRANSFER_ITEMS, [grant('ACCOUNT_MANAGEMENT', 'VIEW')])).toEqual([]);
  });
});
