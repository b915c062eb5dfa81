/** The PDF data URLs of spec §3 ("data:application/pdf;base64,…") as files the browser can show and save. */
import type { PdfDocument } from '@baraka/contracts/accounts/reports';

const PREFIX = 'data:application/pdf;base64,';

/** The PDF bytes of a data URL; anything else is refused rather than shown. */
export function dataUrlToPdfBlob(dataUrl: string): Blob {
  if (!dataUrl.startsWith(PREFIX)) {
    throw new RangeError('Not a PDF data URL');
  }
  const binary = atob(dataUrl.slice(PREFIX.length));
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) {
    bytes[index] = binary.charCodeAt(index);
  }
  return new Blob([bytes], { type: 'application/pdf' });
}

/** A file name safe on every system, ending in .pdf. */
export function toPdfFileName(fileName: string): string {
  const printable = [...fileName].filter((char) => char >= ' ').join('');
  const base = printable.replace(/[\\/:*?"<>|]+/g, '-').trim() || 'document';
  return /\.pdf$/i.test(base) ? base : `${base}.pdf`;
}

/** Saves a file under its name, the way a link with `download` does. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = window.document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  window.document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the link; the object URL can go once the click is handled.
  window.setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

/** Saves a PDF under its name, the way a link with `download` does; answers the name used. */
export function savePdf(pdf: PdfDocument): string {
  const fileName = toPdfFileName(pdf.fileName);
  saveBlob(dataUrlToPdfBlob(pdf.file), fileName);
  return fileName;
}
