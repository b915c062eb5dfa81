import { describe, expect, it } from 'vitest';
import { checkPhotoFile } from './photo-file';

describe('checkPhotoFile', () => {
  it('takes a JPEG or PNG up to 2 MB', () => {
    expect(checkPhotoFile({ type: 'image/jpeg', size: 2 * 1024 * 1024 })).toBeNull();
    expect(checkPhotoFile({ type: 'image/png', size: 10 })).toBeNull();
  });

  it('refuses another type, and a file over 2 MB', () => {
    expect(checkPhotoFile({ type: 'image/gif', size: 10 })).toBe('type');
    expect(checkPhotoFile({ type: 'image/svg+xml', size: 10 })).toBe('type');
    expect(checkPhotoFile({ type: 'image/png', size: 2 * 1024 * 1024 + 1 })).toBe('size');
  });
});
