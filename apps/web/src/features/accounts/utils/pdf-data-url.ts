/** The PDF data URLs of spec §3 ("data:application/pdf;base64,…") as files the browser can show and save. */

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
