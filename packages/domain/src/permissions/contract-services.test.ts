import { describe, expect, it } from 'vitest';
import { addContractServices } from './contract-services.ts';
import { getRoleGrants, isPermitted } from './role-grants.ts';

describe('services enabled on a contract', () => {
  const international = { service: 'INTERNATIONAL_TRANSFER', process: 'CREATE' } as const;

  it('adds viewing and creating a service the pack lacks, on both channels', () => {
    const grants = addContractServices(getRoleGrants('RETAIL_BASIC_PLUS'), ['INTERNATIONAL_TRANSFER']);

    expect(isPermitted(grants, international, 'MOB')).toBe(true);
    expect(isPermitted(grants, { ...international, process: 'VIEW' }, 'WEB')).toBe(true);
    expect(isPermitted(grants, { ...international, process: 'DELETE' }, 'WEB')).toBe(false);
  });

  it('ignores names outside the catalogue and adds nothing twice', () => {
    const base = getRoleGrants('RETAIL_BASIC_PLUS');
    const grants = addContractServices(base, ['LOCAL_TRANSFER', 'TELEPORT']);

    expect(grants).toHaveLength(base.length);
  });
});
