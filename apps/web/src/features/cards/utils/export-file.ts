/** The export's data URL (PDF or CSV) as a file the browser saves under a safe name. */
import type { CardExport } from '@baraka/contracts/cards/schemas';

const DATA_URL = /^data:(application\/pdf|text\/csv);base64,(.*)$/s;

export function toExportBlob(dataUrl: string): Blob {
  const match = DATA_URL.exec(dataUrl);
  if (!match) {
    throw new RangeError('Not an export data URL');
  }
  const binary = atob(match[2] ?? '');
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new Blob([bytes], { type: match[1] });
}

/** A file name safe on every system, ending in the export's extension. */
export function toExportFileName(fileName: string, type: string): string {
  const extension = type === 'text/csv' ? '.csv' : '.pdf';
  const printable = [...fileName].filter((char) => char >= ' ').join('');
  const base = printable.replace(/[\\/:*?"<>|]+/g, '-').trim() || 'card-operations';
  return base.toLowerCase().endsWith(extension) ? base : `${base}${extension}`;
}

export function saveExport(file: CardExport): string {
  const blob = toExportBlob(file.file);
  const fileName = toExportFileName(file.fileName, blob.type);
  const url = URL.createObjectURL(blob);
  const link = window.document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  window.document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 30_000);
  return fileName;
}
