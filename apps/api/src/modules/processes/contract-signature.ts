/**
 * The signed financing contract (spec §7 dematrust/dema_trust): once the customer's one-time code
 * is checked, the contract of the offer is rendered, sealed with the bank's e-signature certificate
 * as a signed PDF, and kept with the consent (when, the code checked, the device and channel).
 */
import type { Language } from '@baraka/contracts';
import { eq } from 'drizzle-orm';
import { renderPdf } from '../../adapters/pdf/index.ts';
import type { ProcessRow } from '../../core/processes/process-engine.ts';
import type { AppDb, AppTx } from '../../db/client.ts';
import { processDocuments } from '../../db/schema/index.ts';
import { toMinor } from '../../lib/amounts.ts';
import { AppError } from '../../plugins/errors/index.ts';
import type { RenderedPdf } from '../../plugins/pdf-answer.ts';
import { BANK_IDENTITY } from '../accounts/index.ts';

const PRODUCT_NAMES: Record<Language, Record<string, string>> = {
  fr: {
    HOME_MURABAHA: 'Financement immobilier',
    CAR_MURABAHA: 'Financement automobile',
    GOODS_MURABAHA: 'Financement express',
  },
  en: { HOME_MURABAHA: 'Home financing', CAR_MURABAHA: 'Car financing', GOODS_MURABAHA: 'Express financing' },
  ar: { HOME_MURABAHA: 'تمويل السكن', CAR_MURABAHA: 'تمويل السيارات', GOODS_MURABAHA: 'التمويل السريع' },
};

export type Consent = { at: string; codeChecked: 'true'; channel: string; device: string };

/** Renders and seals the contract of the process's offer, and keeps it with the consent. */
export async function signContract(
  tx: AppTx,
  process: ProcessRow,
  signer: { name: string; language: Language; consent: Consent; refundAccount: string },
  now: Date,
): Promise<void> {
  // The signing packages (node-forge, @signpdf) load with the first contract, not with every start.
  const [{ loadSigningCertificate }, { signPdf }] = await Promise.all([
    import('../../adapters/esign/bank-certificate.ts'),
    import('../../adapters/esign/sign-pdf.ts'),
  ]);
  const offer = (name: string) => process.variables[`offer.${name}`] ?? '0';
  const productCode = process.variables.productCode ?? '';
  const pdf = await renderPdf('financingContract', {
    language: signer.language,
    bank: BANK_IDENTITY,
    reference: `MRB-REQ-${process.id.slice(0, 8).toUpperCase()}`,
    customerName: signer.name,
    product: PRODUCT_NAMES[signer.language][productCode] ?? productCode,
    amountMinor: toMinor(offer('amount'), 'TND'),
    marginMinor: toMinor(offer('totalProfit'), 'TND'),
    salePriceMinor: toMinor(offer('salePrice'), 'TND'),
    instalmentMinor: toMinor(offer('instalment'), 'TND'),
    months: Number(offer('months')),
    annualRate: offer('annualProfitRate'),
    firstDueDate: offer('firstDueDate'),
    refundAccount: signer.refundAccount,
    generatedAt: now,
  });
  const signed = await signPdf(pdf, await loadSigningCertificate(tx), {
    reason: `Consent of ${signer.name}, one-time code checked at ${signer.consent.at}`,
    name: BANK_IDENTITY.name,
    location: 'Tunis',
    contactInfo: BANK_IDENTITY.website,
  });
  await tx.insert(processDocuments).values({
    processId: process.id,
    kind: 'SIGNED_CONTRACT',
    fileName: `contrat-MRB-REQ-${process.id.slice(0, 8).toUpperCase()}.pdf`,
    pdfBase64: signed.toString('base64'),
    consent: signer.consent,
    createdAt: now,
  });
}

/** The signed contract of one of the customer's processes, or 404 before it is signed. */
export async function readSignedContract(db: AppDb, processId: string): Promise<RenderedPdf> {
  const [document] = await db
    .select()
    .from(processDocuments)
    .where(eq(processDocuments.processId, processId));
  if (!document) {
    throw new AppError('NOT_FOUND', { message: 'The contract is not signed yet' });
  }
  return { fileName: document.fileName, pdf: Buffer.from(document.pdfBase64, 'base64') };
}
