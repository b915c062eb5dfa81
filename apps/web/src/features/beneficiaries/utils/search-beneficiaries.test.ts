import type { BeneficiaryGroup } from '@baraka/contracts/beneficiaries/schemas';
import { describe, expect, it } from 'vitest';
import { filterGroups, matchesSearch, normalizeSearchText } from './search-beneficiaries';

const sami = { firstName: 'Sami', lastName: 'Ben Salah', nickName: 'Frère' };
const mongi = { firstName: 'Mongi', lastName: 'Khelifi', nickName: 'Loyer' };
const amal = { firstName: 'أمل', lastName: 'الحداد', nickName: null };

describe('searching payees', () => {
  it('ignores case, accents and extra spaces', () => {
    expect(normalizeSearchText('  Bénédicte   BEN Salah ')).toBe('benedicte ben salah');
    expect(matchesSearch(sami, 'frere')).toBe(true);
    expect(matchesSearch(sami, 'FRÈRE')).toBe(true);
  });

  it('finds a payee by first name, last name or nickname, words in any order', () => {
    expect(matchesSearch(sami, 'salah sami')).toBe(true);
    expect(matchesSearch(mongi, 'loy')).toBe(true);
    expect(matchesSearch(mongi, 'sami')).toBe(false);
    expect(matchesSearch(amal, 'الحداد')).toBe(true);
  });

  it('keeps every payee for an empty search', () => {
    expect(matchesSearch(mongi, '   ')).toBe(true);
  });

  it('filters inside each group and keeps the groups', () => {
    const groups = [
      { beneficiaryType: 'LOCAL', beneficiaries: [sami, mongi] },
      { beneficiaryType: 'WITHINBANK', beneficiaries: [amal] },
    ] as unknown as BeneficiaryGroup[];
    const found = filterGroups(groups, 'loyer');
    expect(found.map((group) => group.beneficiaries.length)).toEqual([1, 0]);
    expect(found[0]?.beneficiaries[0]?.firstName).toBe('Mongi');
  });
});
