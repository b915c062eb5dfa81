/**
 * Signs a PDF the way a PDF reader checks it (PAdES-style: adbe.pkcs7.detached): a signature field
 * whose byte range covers the whole file but the signature itself, and a CMS signature by the bank's
 * certificate over those bytes.
 */
import { plainAddPlaceholder } from '@signpdf/placeholder-plain';
import { P12Signer } from '@signpdf/signer-p12';
import { SignPdf } from '@signpdf/signpdf';
import type { SigningCertificate } from './bank-certificate.ts';

export type SignatureInfo = { reason: string; name: string; location: string; contactInfo: string };

export async function signPdf(
  pdf: Buffer,
  certificate: SigningCertificate,
  info: SignatureInfo,
): Promise<Buffer> {
  const withPlaceholder = plainAddPlaceholder({ pdfBuffer: pdf, ...info });
  // The named class, not the default export: a CommonJS default import differs between tsx and vitest.
  return new SignPdf().sign(withPlaceholder, new P12Signer(certificate.p12, { passphrase: '' }));
}
