import { describe, expect, it } from 'vitest';
import { ACCOUNT_PRODUCTS, nameAccount } from './account-products.ts';

describe('account names', () => {
  it('names a product’s account in the caller’s language', () => {
    const hajj = { category: '2003', title: 'Épargne Hajj' };
    expect(nameAccount(hajj, 'fr')).toBe('Épargne Hajj');
    expect(nameAccount(hajj, 'en')).toBe('Hajj savings');
    expect(nameAccount(hajj, 'ar')).toBe('ادّخار الحج');
  });

  it('keeps a name the customer gave the account as typed, in every language', () => {
    const renamed = { category: '1001', title: 'Ma tirelire' };
    expect(nameAccount(renamed, 'ar')).toBe('Ma tirelire');
    expect(nameAccount(renamed, 'en')).toBe('Ma tirelire');
  });

  it('keeps the title of an account whose product it does not know', () => {
    expect(nameAccount({ category: '9999', title: 'Compensation TND' }, 'ar')).toBe('Compensation TND');
  });

  it('names every product in the three languages, differently in Arabic', () => {
    for (const names of Object.values(ACCOUNT_PRODUCTS)) {
      expect(names.ar).toMatch(/^[\u0600-\u06FF\s]+$/);
      expect(names.en).toMatch(/^[A-Za-z\s]+$/);
    }
  });
});
