/**
 * A financing's amortisation schedule as a PDF: the contract's figures (amount financed, profit
 * margin, sale price, rate, refund account), then one row per instalment (due date, principal,
 * profit, instalment, principal left, state), mirrored in Arabic, over as many pages as it takes.
 */
import { isolateLtr } from './bidi-text.ts';
import { addPage, CONTENT_TOP, type DocumentFrame, openDocument } from './document-frame.ts';
import { drawFieldRows } from './field-rows.ts';
import { formatAmount, formatIsoDate } from './format.ts';
import { MUTED, type TextAlign, type TextStyle } from './pdf-canvas.ts';
import type { PdfBank, PdfLanguage } from './types.ts';

export type ScheduleDocumentLine = {
  number: number;
  dueDate: string;
  principalMinor: bigint;
  profitMinor: bigint;
  instalmentMinor: bigint;
  balanceAfterMinor: bigint;
  state: 'PAID' | 'UNPAID' | 'UPCOMING';
};

export type FinancingScheduleDocument = {
  language: PdfLanguage;
  bank: PdfBank;
  product: string;
  contractNumber: string;
  contractType: string;
  refundAccount: string;
  currency: string;
  financedMinor: bigint;
  marginMinor: bigint;
  salePriceMinor: bigint;
  annualRate: string;
  lines: ScheduleDocumentLine[];
  generatedAt: Date;
};

const LABELS = {
  fr: {
    title: "Tableau d'amortissement",
    contract: 'Contrat',
    contractType: 'Type de contrat',
    account: 'Compte de remboursement',
    financed: 'Montant financé',
    margin: 'Marge bénéficiaire',
    salePrice: 'Prix de vente',
    rate: 'Taux de profit annuel',
    columns: ['N°', 'Échéance', 'Principal', 'Profit', 'Mensualité', 'Principal restant', 'État'],
    states: { PAID: 'Payée', UNPAID: 'Impayée', UPCOMING: 'À venir' },
  },
  en: {
    title: 'Repayment schedule',
    contract: 'Contract',
    contractType: 'Contract type',
    account: 'Repayment account',
    financed: 'Amount financed',
    margin: 'Profit margin',
    salePrice: 'Sale price',
    rate: 'Annual profit rate',
    columns: ['No.', 'Due date', 'Principal', 'Profit', 'Instalment', 'Principal left', 'Status'],
    states: { PAID: 'Paid', UNPAID: 'Unpaid', UPCOMING: 'Upcoming' },
  },
  ar: {
    title: 'جدول السداد',
    contract: 'العقد',
    contractType: 'نوع العقد',
    account: 'حساب السداد',
    financed: 'المبلغ الممول',
    margin: 'هامش الربح',
    salePrice: 'سعر البيع',
    rate: 'نسبة الربح السنوية',
    columns: ['الرقم', 'تاريخ الاستحقاق', 'أصل الدين', 'الربح', 'القسط', 'أصل الدين المتبقي', 'الحالة'],
    states: { PAID: 'مسدد', UNPAID: 'غير مسدد', UPCOMING: 'قادم' },
  },
} as const;

const WIDTHS = [30, 70, 80, 70, 80, 90];
const ALIGNS: TextAlign[] = ['start', 'start', 'right', 'right', 'right', 'right', 'start'];
const ROW_HEIGHT = 15;
const CELL_PADDING = 4;
const CELL: TextStyle = { size: 8 };
const HEADER: TextStyle = { size: 7.5, weight: 'bold', color: '#ffffff' };

function drawRow(frame: DocumentFrame, y: number, texts: readonly string[], style: TextStyle, fill?: string) {
  const { canvas } = frame;
  if (fill) {
    canvas.doc.save();
    canvas.doc.rect(canvas.margin, y, canvas.contentWidth, ROW_HEIGHT).fill(fill);
    canvas.doc.restore();
  }
  const last = canvas.contentWidth - WIDTHS.reduce((sum, width) => sum + width, 0);
  let offset = 0;
  texts.forEach((text, index) => {
    const width = (WIDTHS[index] ?? last) - 2 * CELL_PADDING;
    const box = {
      x: canvas.boxX(offset + CELL_PADDING, width),
      y: y + 3.5,
      width,
      align: ALIGNS[index] ?? 'start',
    };
    canvas.drawLine(text, box, style);
    offset += WIDTHS[index] ?? last;
  });
  return ROW_HEIGHT;
}

export async function renderFinancingSchedule(document: FinancingScheduleDocument): Promise<Buffer> {
  const labels = LABELS[document.language];
  const money = (minor: bigint) => isolateLtr(formatAmount(minor, 3, document.language));
  const { frame, finish } = openDocument({
    language: document.language,
    bank: document.bank,
    title: labels.title,
    subtitle: `${document.product}\n${isolateLtr(document.contractNumber)}`,
    generatedAt: document.generatedAt,
  });
  let y = CONTENT_TOP;
  y += drawFieldRows(frame, { offset: 0, width: frame.canvas.contentWidth }, y, [
    { label: labels.contract, value: isolateLtr(document.contractNumber) },
    { label: labels.contractType, value: document.contractType },
    { label: labels.account, value: isolateLtr(document.refundAccount) },
    { label: labels.rate, value: isolateLtr(`${document.annualRate} %`) },
    { label: labels.financed, value: `${money(document.financedMinor)} ${document.currency}` },
    { label: labels.margin, value: `${money(document.marginMinor)} ${document.currency}` },
    {
      label: labels.salePrice,
      value: `${money(document.salePriceMinor)} ${document.currency}`,
      isStrong: true,
    },
  ]);
  y += 14;
  const header = () => drawRow(frame, y, labels.columns, HEADER, frame.brandColor);
  y += header();
  document.lines.forEach((line, index) => {
    if (y + ROW_HEIGHT > frame.bottom) {
      y = addPage(frame);
      y += header();
    }
    const style =
      line.state === 'UNPAID'
        ? { ...CELL, color: '#c92a2a' }
        : line.state === 'PAID'
          ? CELL
          : { ...CELL, color: MUTED };
    y += drawRow(
      frame,
      y,
      [
        String(line.number),
        formatIsoDate(line.dueDate),
        money(line.principalMinor),
        money(line.profitMinor),
        money(line.instalmentMinor),
        money(line.balanceAfterMinor),
        labels.states[line.state],
      ],
      style,
      index % 2 === 1 ? '#f4f7f8' : undefined,
    );
  });
  return finish();
}
