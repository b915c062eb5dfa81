import { describe, expect, it } from 'vitest';
import { type AvailabilityInput, getTransferAvailability } from './transfer-availability';

const basicPlus: AvailabilityInput = {
  type: 'NATIONAL',
  canCreate: true,
  allowedTypes: ['OWN_ACCOUNT', 'WITHINBANK', 'NATIONAL'],
  pack: 'BASIC_PLUS',
  roleName: 'RETAIL_BASIC_PLUS',
  isConfigForbidden: false,
};

describe('who may send which transfer', () => {
  it('lets a Basic Plus customer send the types the config allows', () => {
    expect(getTransferAvailability(basicPlus)).toBe('available');
  });

  it('explains that a Basic pack has no transfers, whatever else is known', () => {
    expect(
      getTransferAvailability({ ...basicPlus, pack: 'BASIC', canCreate: false, allowedTypes: null }),
    ).toBe('pack');
    expect(getTransferAvailability({ ...basicPlus, isConfigForbidden: true })).toBe('pack');
  });

  it('tells a company user the holder did not grant the right', () => {
    expect(
      getTransferAvailability({
        ...basicPlus,
        roleName: 'BUSINESS_DELEGATE',
        canCreate: false,
        allowedTypes: [],
      }),
    ).toBe('delegate');
  });

  it('tells that international transfers are enabled per contract', () => {
    expect(getTransferAvailability({ ...basicPlus, type: 'INTERNATIONAL' })).toBe('contract');
    expect(
      getTransferAvailability({
        ...basicPlus,
        type: 'INTERNATIONAL',
        allowedTypes: [...(basicPlus.allowedTypes ?? []), 'INTERNATIONAL'],
      }),
    ).toBe('available');
  });

  it('trusts the session while the config is still loading', () => {
    expect(getTransferAvailability({ ...basicPlus, allowedTypes: null })).toBe('available');
    expect(getTransferAvailability({ ...basicPlus, allowedTypes: null, canCreate: false })).toBe('role');
  });
});
