import { describe, expect, it } from 'vitest';
import { matchesSearch } from './match-search';

describe('matchesSearch', () => {
  it('ignores case, French accents and Arabic diacritics', () => {
    expect(matchesSearch('epargne', 'Épargne Hajj')).toBe(true);
    expect(matchesSearch('CARTE', 'ma carte')).toBe(true);
    expect(matchesSearch('بطاقة', 'بِطَاقَة فيزا')).toBe(true);
    expect(matchesSearch('virement', 'Épargne', 'carte')).toBe(false);
    expect(matchesSearch('  ', 'anything')).toBe(true);
  });
});
