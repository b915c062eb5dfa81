import { describe, expect, it } from 'vitest';
import { namePlace } from './place-name';

describe('namePlace', () => {
  it('names the country in the page language', () => {
    expect(namePlace('TN', 'fr', 'réseau local')).toBe('Tunisie');
    expect(namePlace('TN', 'en', 'local network')).toBe('Tunisia');
    expect(namePlace('TN', 'ar', 'شبكة محلية')).toBe('تونس');
  });

  it('says "local network" for a private address, and nothing when unknown', () => {
    expect(namePlace('LOCAL', 'fr', 'réseau local')).toBe('réseau local');
    expect(namePlace(null, 'fr', 'réseau local')).toBeNull();
  });
});
