import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PROCESS_NAMES, SERVICE_NAMES } from './catalogue.ts';
import { listFeatures } from './features.ts';
import { getRoleGrants, isPermitted, restrictToRights } from './role-grants.ts';
import { ROLE_NAMES } from './roles.ts';

const permissionArbitrary = fc.record({
  service: fc.constantFrom(...SERVICE_NAMES),
  process: fc.constantFrom(...PROCESS_NAMES),
});
const channelArbitrary = fc.constantFrom('MOB' as const, 'WEB' as const);
const rightArbitrary = fc.record(
  {
    service: fc.constantFrom(...SERVICE_NAMES),
    process: fc.constantFrom(...PROCESS_NAMES),
    channels: fc.subarray(['MOB', 'WEB'] as const, { minLength: 1 }),
  },
  { requiredKeys: ['service', 'process'] },
);

describe('role grants (spec §6, packs of §1)', () => {
  it('gives Basic Plus everything Basic has, and more', () => {
    fc.assert(
      fc.property(permissionArbitrary, channelArbitrary, (permission, channel) => {
        if (isPermitted(getRoleGrants('RETAIL_BASIC'), permission, channel)) {
          expect(isPermitted(getRoleGrants('RETAIL_BASIC_PLUS'), permission, channel)).toBe(true);
        }
      }),
    );
  });

  it('keeps transfers and orders for Basic Plus', () => {
    const transfer = { service: 'LOCAL_TRANSFER', process: 'CREATE' } as const;
    expect(isPermitted(getRoleGrants('RETAIL_BASIC'), transfer, 'MOB')).toBe(false);
    expect(isPermitted(getRoleGrants('RETAIL_BASIC_PLUS'), transfer, 'MOB')).toBe(true);
    expect(
      isPermitted(
        getRoleGrants('RETAIL_BASIC_PLUS'),
        { service: 'INTERNATIONAL_TRANSFER', process: 'CREATE' },
        'WEB',
      ),
    ).toBe(false);
  });

  it('leaves loss declaration and simulation out of business Basic Plus', () => {
    const business = getRoleGrants('BUSINESS_BASIC_PLUS');
    expect(isPermitted(business, { service: 'BLOCK_CARD', process: 'UPDATE' }, 'WEB')).toBe(false);
    expect(isPermitted(business, { service: 'INTERESTED_SIMULATION', process: 'CREATE' }, 'WEB')).toBe(false);
    expect(isPermitted(business, { service: 'LOCAL_TRANSFER', process: 'CREATE' }, 'WEB')).toBe(true);
  });

  it('lets every account holder ask for a financing, companies included', () => {
    const ask = { service: 'FINANCE', process: 'CREATE' } as const;
    for (const role of [
      'RETAIL_BASIC',
      'RETAIL_BASIC_PLUS',
      'BUSINESS_BASIC',
      'BUSINESS_BASIC_PLUS',
    ] as const) {
      expect(isPermitted(getRoleGrants(role), ask, 'MOB')).toBe(true);
    }
    expect(isPermitted(getRoleGrants('BUSINESS_DELEGATE'), ask, 'WEB')).toBe(false);
  });

  it('grants by channel: bulk transfers on the web only', () => {
    const bulk = { service: 'MULTIPLE_TRANSFER', process: 'CREATE' } as const;
    expect(isPermitted(getRoleGrants('BUSINESS_BASIC_PLUS'), bulk, 'WEB')).toBe(true);
    expect(isPermitted(getRoleGrants('BUSINESS_BASIC_PLUS'), bulk, 'MOB')).toBe(false);
  });

  it('never gives a delegate more than its holder, whatever rights are recorded', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ROLE_NAMES),
        fc.uniqueArray(rightArbitrary, {
          maxLength: 40,
          selector: (right) => `${right.service}:${right.process}`,
        }),
        permissionArbitrary,
        channelArbitrary,
        (holderRole, rights, permission, channel) => {
          const delegate = restrictToRights(getRoleGrants(holderRole), rights);
          if (isPermitted(delegate, permission, channel)) {
            expect(isPermitted(getRoleGrants(holderRole), permission, channel)).toBe(true);
            const right = rights.find(
              (candidate) =>
                candidate.service === permission.service && candidate.process === permission.process,
            );
            expect(right?.channels ?? ['MOB', 'WEB']).toContain(channel);
          }
        },
      ),
    );
  });

  it('gives a delegate a right on the channels its holder chose only', () => {
    const transfer = { service: 'WITHIN_BANK_TRANSFER', process: 'CREATE' } as const;
    const webOnly = restrictToRights(getRoleGrants('BUSINESS_BASIC_PLUS'), [
      { ...transfer, channels: ['WEB'] },
    ]);
    expect(isPermitted(webOnly, transfer, 'WEB')).toBe(true);
    expect(isPermitted(webOnly, transfer, 'MOB')).toBe(false);
  });

  it('offers an area when one of its services is granted on the channel', () => {
    expect(listFeatures(getRoleGrants('RETAIL_BASIC'), 'WEB')).toEqual([
      'ACCOUNTS',
      'LOAN',
      'CARDS',
      'CHEQUE_BOOK',
      'PROFILE',
      'DEVICES',
    ]);
    expect(listFeatures(getRoleGrants('RETAIL_BASIC_PLUS'), 'WEB')).toContain('TRANSFER');
    expect(listFeatures(getRoleGrants('BUSINESS_BASIC'), 'MOB')).toContain('TRADE');
    expect(listFeatures([], 'WEB')).toEqual(['PROFILE', 'DEVICES']);
  });
});
