import { describe, expect, it } from 'vitest';
import { toExportBlob, toExportFileName } from './export-file';

describe('toExportBlob', () => {
  it('reads a CSV and a PDF data URL with their type', async () => {
    const csv = toExportBlob(`data:text/csv;base64,${btoa('a;b\n1;2')}`);
    expect(csv.type).toBe('text/csv');
    expect(await csv.text()).toBe('a;b\n1;2');
    expect(toExportBlob(`data:application/pdf;base64,${btoa('%PDF')}`).type).toBe('application/pdf');
  });
  it('refuses anything else', () => {
    expect(() => toExportBlob('data:text/html;base64,PGI+')).toThrow(RangeError);
  });
});

describe('toExportFileName', () => {
  it('keeps a safe name with the right extension', () => {
    expect(toExportFileName('card/ops:2026', 'text/csv')).toBe('card-ops-2026.csv');
    expect(toExportFileName('ops.pdf', 'application/pdf')).toBe('ops.pdf');
    expect(toExportFileName('', 'application/pdf')).toBe('card-operations.pdf');
  });
});
