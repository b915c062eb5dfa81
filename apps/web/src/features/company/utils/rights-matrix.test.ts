import { describe, expect, it } from 'vitest';
import { buildRightsMatrix, isSameRights, toggleRight } from './rights-matrix';

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
      { category: 'ACCOUNTS', services: [{ service: 'ACCOUNT_MANAGEMENT', processes: ['VIEW'] }] },
      {
        category: 'TRANSFER',
        services: [
          { service: 'LOCAL_TRANSFER', processes: ['CREATE'] },
          { service: 'WITHIN_BANK_TRANSFER', processes: ['VIEW', 'CREATE'] },
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
