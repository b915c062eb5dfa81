import { describe, expect, it } from 'vitest';
import {
  getAddAvailability,
  getAddPath,
  getBeneficiaryService,
  getEditPath,
  getTransferPath,
  getTransferService,
  sortByTypeOrder,
} from './beneficiary-types';

describe('beneficiary kinds', () => {
  it('lead to the spec §2 add and edit routes of each kind', () => {
    expect(getAddPath('WITHINBANK')).toBe('/beneficiaries/add-wb-benef');
    expect(getAddPath('LOCAL')).toBe('/beneficiaries/add-national-benef');
    expect(getAddPath('INTERNATIONAL')).toBe('/beneficiaries/add-international-benef');
    expect(getEditPath('LOCAL', 'a b')).toBe('/beneficiaries/edit-national-benef?id=a%20b');
  });

  it('send money with the transfer form of the kind, the payee chosen', () => {
    expect(getTransferPath('WITHINBANK', 'x1')).toBe('/transfers/transfer-type/within-bank?beneficiaryId=x1');
    expect(getTransferPath('LOCAL', 'x1')).toBe('/transfers/transfer-type/add-local?beneficiaryId=x1');
    expect(getTransferPath('INTERNATIONAL', 'x1')).toBe(
      '/transfers/transfer-type/add-international?beneficiaryId=x1',
    );
  });

  it('name the permission services of spec §6', () => {
    expect(getBeneficiaryService('LOCAL')).toBe('LOCAL_BENEFICIARIES');
    expect(getBeneficiaryService('WITHINBANK')).toBe('WITHIN_BANK_BENEFICIARIES');
    expect(getTransferService('WITHINBANK')).toBe('WITHIN_BANK_TRANSFER');
    expect(getTransferService('INTERNATIONAL')).toBe('INTERNATIONAL_TRANSFER');
  });

  it('list within bank, then national, then international', () => {
    const groups = [
      { beneficiaryType: 'LOCAL' },
      { beneficiaryType: 'INTERNATIONAL' },
      { beneficiaryType: 'WITHINBANK' },
    ] as const;
    expect(sortByTypeOrder(groups).map((group) => group.beneficiaryType)).toEqual([
      'WITHINBANK',
      'LOCAL',
      'INTERNATIONAL',
    ]);
  });

  it('tell an international add switched off by the bank from one the role does not grant', () => {
    expect(getAddAvailability('LOCAL', { canAdd: true }, true)).toBe('available');
    expect(getAddAvailability('INTERNATIONAL', { canAdd: false }, true)).toBe('switchedOff');
    expect(getAddAvailability('INTERNATIONAL', { canAdd: false }, false)).toBe('notPermitted');
    expect(getAddAvailability('WITHINBANK', undefined, true)).toBe('notPermitted');
  });
});
