import { describe, expect, it } from 'vitest';
import { getDirection, readLanguageParam, removeLanguageParam, resolveLanguage } from './language';

describe('resolveLanguage', () => {
  it('speaks French when nothing says otherwise', () => {
    expect(resolveLanguage({ search: '', hash: '#/dashboard', stored: null })).toBe('fr');
  });

  it('keeps the stored choice', () => {
    expect(resolveLanguage({ search: '', hash: '', stored: 'en' })).toBe('en');
  });

  it('lets a link override the stored choice, before or inside the hash', () => {
    expect(resolveLanguage({ search: '?lang=ar', hash: '#/dashboard', stored: 'en' })).toBe('ar');
    expect(resolveLanguage({ search: '', hash: '#/news?lang=en', stored: 'fr' })).toBe('en');
  });

  it('ignores languages the app does not speak', () => {
    expect(resolveLanguage({ search: '?lang=de', hash: '', stored: 'xx' })).toBe('fr');
    expect(readLanguageParam('?lang=', '#/x')).toBeNull();
  });
});

describe('getDirection', () => {
  it('reads Arabic right to left and the others left to right', () => {
    expect(getDirection('ar')).toBe('rtl');
    expect(getDirection('fr')).toBe('ltr');
    expect(getDirection('en')).toBe('ltr');
  });
});

describe('removeLanguageParam', () => {
  it('drops lang from the query and from the hash, keeping everything else', () => {
    const cleaned = removeLanguageParam(new URL('https://bank.tn/?lang=ar&x=1#/news?lang=ar&page=2'));
    expect(cleaned.href).toBe('https://bank.tn/?x=1#/news?page=2');
  });

  it('leaves an address without lang untouched', () => {
    const url = new URL('https://bank.tn/#/dashboard');
    expect(removeLanguageParam(url).href).toBe(url.href);
  });
});
