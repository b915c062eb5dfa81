import { describe, expect, it } from 'vitest';
import {
  buildRightsMatrix,
  channelsOfService,
  isSameRights,
  setServiceChannels,
  toggleRight,
} from './rights-matrix';

const permission = (category: string, serviceName: string, processName: string) => ({
  serviceName,
  processName,
  category,
  channels: ['WEB' as const],
  accessLevel: 'ALL' as const,
});

describe('buildRightsMatrix', () => {
  it('groups what the holder has by area, services in order, processes from viewing to deleting', () => {
    const matrix = buildRightsMatrix([
      permission('TRANSFER', 'WITHIN_BANK_TRANSFER', 'CREATE'),
      permission('ACCOUNTS', 'ACCOUNT_MANAGEMENT', 'VIEW'),
      permission('TRANSFER', 'WITHIN_BANK_TRANSFER', 'VIEW'),
      permission('TRANSFER', 'LOCAL_TRANSFER', 'CREATE'),
      permission('TRANSFER', 'WITHIN_BANK_TRANSFER', 'CREATE'),
    ]);
    expect(matrix).toEqual([
      {
        category: 'ACCOUNTS',
        services: [{ service: 'ACCOUNT_MANAGEMENT', processes: ['VIEW'], channels: ['WEB'] }],
      },
      {
        category: 'TRANSFER',
        services: [
          { service: 'LOCAL_TRANSFER', processes: ['CREATE'], channels: ['WEB'] },
          { service: 'WITHIN_BANK_TRANSFER', processes: ['VIEW', 'CREATE'], channels: ['WEB'] },
        ],
      },
    ]);
  });
});

describe('toggleRight and isSameRights', () => {
  it('adds a right once and takes it away again, whatever the order', () => {
    const view = { service: 'ACCOUNT_MANAGEMENT', process: 'VIEW' };
    const create = { service: 'LOCAL_TRANSFER', process: 'CREATE' };
    const both = toggleRight([view], create);
    expect(both).toEqual([view, create]);
    expect(toggleRight(both, view)).toEqual([create]);
    expect(isSameRights(both, [create, view])).toBe(true);
    expect(isSameRights(both, [create])).toBe(false);
  });
});

describe('channels of a service', () => {
  it('reads and sets the channels of every right of one service', () => {
    const row = {
      service: 'WITHIN_BANK_TRANSFER',
      processes: ['VIEW', 'CREATE'],
      channels: ['MOB' as const, 'WEB' as const],
    };
    const rights = [
      { service: 'WITHIN_BANK_TRANSFER', process: 'VIEW' },
      { service: 'WITHIN_BANK_TRANSFER', process: 'CREATE' },
      { service: 'ACCOUNT_MANAGEMENT', process: 'VIEW' },
    ];
    expect(channelsOfService(rights, row)).toEqual(['MOB', 'WEB']);
    const webOnly = setServiceChannels(rights, 'WITHIN_BANK_TRANSFER', ['WEB']);
    expect(channelsOfService(webOnly, row)).toEqual(['WEB']);
    expect(webOnly[2]).toEqual({ service: 'ACCOUNT_MANAGEMENT', process: 'VIEW' });
    expect(isSameRights(rights, webOnly)).toBe(false);
  });
});
