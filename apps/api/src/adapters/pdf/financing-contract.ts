/**
 * The financing contract the customer signs: the parties, the Murabaha terms (the bank's cost, the
 * margin agreed in advance, the sale price, the instalments) and the customer's consent. The bank
 * then seals it with its e-signature certificate.
 */
import { isolateLtr } from './bidi-text.ts';
import { CONTENT_TOP, openDocument } from './document-frame.ts';
import { drawFieldRows } from './field-rows.ts';
import { formatAmount, formatIsoDate } from './format.ts';
import type { PdfBank, PdfLanguage } from './types.ts';

export type FinancingContractDocument = {
  language: PdfLanguage;
  bank: PdfBank;
  reference: string;
  customerName: string;
  product: string;
  amountMinor: bigint;
  marginMinor: bigint;
  salePriceMinor: bigint;
  instalmentMinor: bigint;
  months: number;
  annualRate: string;
  firstDueDate: string;
  refundAccount: string;
  generatedAt: Date;
};

const LABELS = {
  fr: {
    title: 'Contrat de financement Mourabaha',
    customer: 'Client',
    product: 'Financement',
    cost: 'Prix de revient (payé par la banque)',
    margin: 'Marge bénéficiaire convenue',
    salePrice: 'Prix de vente',
    instalment: 'Mensualité',
    months: 'Nombre de mensualités',
    rate: 'Taux de profit annuel',
    firstDue: 'Première échéance',
    account: 'Compte de remboursement',
    consent:
      'La banque acquiert le bien et le revend au client au prix de vente ci-dessus, payable en mensualités. Le client accepte ces conditions ; il signe par un code à usage unique et la banque scelle le présent contrat de sa signature électronique.',
  },
  en: {
    title: 'Murabaha financing contract',
    customer: 'Customer',
    product: 'Financing',
    cost: 'Cost price (paid by the bank)',
    margin: 'Agreed profit margin',
    salePrice: 'Sale price',
    instalment: 'Monthly instalment',
    months: 'Number of instalments',
    rate: 'Annual profit rate',
    firstDue: 'First instalment',
    account: 'Repayment account',
    consent:
      'The bank buys the asset and sells it to the customer at the sale price above, payable in monthly instalments. The customer accepts these terms, signs with a one-time code, and the bank seals this contract with its electronic signature.',
  },
  ar: {
    title: 'عقد تمويل بالمرابحة',
    customer: 'الحريف',
    product: 'التمويل',
    cost: 'سعر التكلفة (يدفعه البنك)',
    margin: 'هامش الربح المتفق عليه',
    salePrice: 'سعر البيع',
    instalment: 'القسط الشهري',
    months: 'عدد الأقساط',
    rate: 'نسبة الربح السنوية',
    firstDue: 'القسط الأول',
    account: 'حساب السداد',
    consent:
      'يقتني البنك الأصل ويبيعه للحريف بسعر البيع المذكور أعلاه، يُسدد على أقساط شهرية. يقبل الحريف هذه الشروط ويوقع برمز يستعمل مرة واحدة، ويختم البنك هذا العقد بتوقيعه الإلكتروني.',
  },
} as const;

export async function renderFinancingContract(document: FinancingContractDocument): Promise<Buffer> {
  const labels = LABELS[document.language];
  const money = (minor: bigint) => `${isolateLtr(formatAmount(minor, 3, document.language))} TND`;
  const { frame, finish } = openDocument({
    language: document.language,
    bank: document.bank,
    title: labels.title,
    subtitle: isolateLtr(document.reference),
    generatedAt: document.generatedAt,
  });
  let y = CONTENT_TOP;
  y += drawFieldRows(frame, { offset: 0, width: frame.canvas.contentWidth }, y, [
    { label: labels.customer, value: document.customerName, isStrong: true },
    { label: labels.product, value: document.product },
    { label: labels.cost, value: money(document.amountMinor) },
    { label: labels.margin, value: money(document.marginMinor) },
    { label: labels.salePrice, value: money(document.salePriceMinor), isStrong: true },
    { label: labels.instalment, value: money(document.instalmentMinor) },
    { label: labels.months, value: String(document.months) },
    { label: labels.rate, value: isolateLtr(`${document.annualRate} %`) },
    { label: labels.firstDue, value: formatIsoDate(document.firstDueDate) },
    { label: labels.account, value: isolateLtr(document.refundAccount) },
  ]);
  frame.canvas.drawBlock(
    labels.consent,
    { x: frame.canvas.boxX(0, frame.canvas.contentWidth), y: y + 16, width: frame.canvas.contentWidth },
    { size: 9 },
    8,
  );
  return finish();
}
