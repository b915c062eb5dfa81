import { describe, expect, it } from 'vitest';
import { dataUrlToPdfBlob, toPdfFileName } from './pdf-data-url';

describe('dataUrlToPdfBlob', () => {
  it('decodes the base64 bytes of a PDF data URL', async () => {
    const text = '%PDF-1.7\n%âãÏÓ\n';
    const bytes = Uint8Array.from(text, (char) => char.charCodeAt(0));
    const dataUrl = `data:application/pdf;base64,${btoa(String.fromCharCode(...bytes))}`;
    const blob = dataUrlToPdfBlob(dataUrl);
    expect(blob.type).toBe('application/pdf');
    expect([...new Uint8Array(await blob.arrayBuffer())]).toEqual([...bytes]);
  });

  it('refuses anything that is not a PDF', () => {
    expect(() => dataUrlToPdfBlob('data:text/html;base64,PGgxPg==')).toThrow(RangeError);
  });
});

describe('toPdfFileName', () => {
  it('keeps a clean name and makes an unsafe one safe', () => {
    expect(toPdfFileName('releve-2026-11.pdf')).toBe('releve-2026-11.pdf');
    expect(toPdfFileName('RIB 32/001')).toBe('RIB 32-001.pdf');
    expect(toPdfFileName('  ')).toBe('document.pdf');
  });
});
