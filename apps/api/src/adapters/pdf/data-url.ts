/** PDFs travel in the JSON envelope as a base64 data URL (spec §3 "Other"). */

const PREFIX = 'data:application/pdf;base64,';

export function toPdfDataUrl(pdf: Buffer): string {
  return `${PREFIX}${pdf.toString('base64')}`;
}

/** The bytes of a PDF data URL; anything else is refused. */
export function fromPdfDataUrl(dataUrl: string): Buffer {
  if (!dataUrl.startsWith(PREFIX)) {
    throw new Error('Not a PDF data URL');
  }
  return Buffer.from(dataUrl.slice(PREFIX.length), 'base64');
}
