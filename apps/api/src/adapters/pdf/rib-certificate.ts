/**
 * The RIB/IBAN certificate ("Relevé d'identité bancaire"): who holds the account, where, its RIB
 * split into its four parts, the IBAN and BIC, and a slip the customer can cut out and hand over.
 */
import { isolateLtr } from './bidi-text.ts';
import { CONTENT_TOP, type DocumentFrame, openDocument } from './document-frame.ts';
import { drawFieldRows, drawPanel, type FieldRow, LABEL_STYLE } from './field-rows.ts';
import { formatIban, formatIsoDate, formatRib, splitRib } from './format.ts';
import { getLabels } from './labels/index.ts';
import { MUTED } from './pdf-canvas.ts';
import type { RibDocument } from './types.ts';

/** The four parts of the RIB in the order its digits are read (left to right in every language). */
function drawRibGrid(frame: DocumentFrame, rib: string, y: number): number {
  const { canvas, labels } = frame;
  const parts = splitRib(rib);
  const cells = [
    { label: labels.rib.bankCode, value: parts.bank, share: 0.18 },
    { label: labels.rib.branchCode, value: parts.branch, share: 0.2 },
    { label: labels.rib.accountNumber, value: parts.account, share: 0.44 },
    { label: labels.rib.ribKey, value: parts.key, share: 0.18 },
  ];
  const height = 44;
  let x = canvas.margin;
  for (const cell of cells) {
    const width = canvas.contentWidth * cell.share;
    canvas.doc.rect(x, y, width, height).lineWidth(0.8).strokeColor('#b8c4ca').stroke();
    canvas.drawLine(cell.label, { x: x + 6, y: y + 6, width: width - 12, align: 'center' }, LABEL_STYLE);
    const value = {
      x: x + 6,
      y: y + 19,
      width: width - 12,
      align: 'center' as const,
      direction: 'ltr' as const,
    };
    canvas.drawLine(cell.value, value, { size: 13, weight: 'bold' });
    x += width;
  }
  return height;
}

function getCertificateRows(frame: DocumentFrame, document: RibDocument): FieldRow[] {
  const { common } = frame.labels;
  const { account, bank } = document;
  const rows: FieldRow[] = [
    { label: common.holder, value: account.holderName, isStrong: true },
    ...(account.holderAddress ? [{ label: '', value: account.holderAddress }] : []),
    { label: common.bank, value: `${bank.name} — ${bank.address}` },
    { label: common.branch, value: `${account.branchName} (${isolateLtr(account.branchCode)})` },
    { label: common.accountType, value: `${account.typeLabel} · ${account.currency}` },
  ];
  if (account.openDate) {
    rows.push({ label: common.openDate, value: formatIsoDate(account.openDate) });
  }
  return rows;
}

/** RIB, IBAN and BIC side by side in large type, the lines a payer copies. */
function drawIdentifiers(frame: DocumentFrame, document: RibDocument, y: number): number {
  const { canvas } = frame;
  const fields = [
    { share: 0.34, row: 0 },
    { share: 0.46, row: 1 },
    { share: 0.2, row: 2 },
  ];
  const rows = getIdentifierRows(frame, document);
  let offset = 0;
  for (const field of fields) {
    const width = canvas.contentWidth * field.share;
    const row = rows[field.row];
    if (row) {
      const x = canvas.boxX(offset, width - 8);
      canvas.drawLine(row.label, { x, y, width: width - 8 }, LABEL_STYLE);
      canvas.drawLine(
        row.value,
        { x, y: y + 13, width: width - 8 },
        { size: 12, weight: 'bold', color: frame.brandColor },
      );
    }
    offset += width;
  }
  return 34;
}

function getIdentifierRows(frame: DocumentFrame, document: RibDocument): FieldRow[] {
  const { common } = frame.labels;
  return [
    { label: common.rib, value: isolateLtr(formatRib(document.account.rib)), isStrong: true },
    { label: common.iban, value: isolateLtr(formatIban(document.account.iban)), isStrong: true },
    { label: common.bic, value: isolateLtr(document.bank.bic), isStrong: true },
  ];
}

export async function renderRibCertificate(document: RibDocument): Promise<Buffer> {
  const labels = getLabels(document.language);
  const { frame, finish } = openDocument({
    language: document.language,
    bank: document.bank,
    title: labels.rib.title,
    subtitle: document.account.holderName,
    generatedAt: document.generatedAt,
  });
  const { canvas } = frame;
  const full = { offset: 10, width: canvas.contentWidth - 20 };
  const textBox = { x: canvas.margin, width: canvas.contentWidth };
  let y = CONTENT_TOP;
  y += canvas.drawBlock(labels.rib.intro, { ...textBox, y }, { size: 9.5 }) + 10;
  y +=
    drawPanel(frame, y, (top, isDryRun) =>
      drawFieldRows(frame, full, top, getCertificateRows(frame, document), isDryRun),
    ) + 16;
  y += drawRibGrid(frame, document.account.rib, y) + 14;
  y += drawIdentifiers(frame, document, y) + 18;

  const barX = canvas.boxX(0, 3);
  const handOutBox = { x: canvas.boxX(12, canvas.contentWidth - 12), width: canvas.contentWidth - 12, y };
  const handOutHeight = canvas.drawBlock(labels.rib.handOut, handOutBox, { size: 9, color: MUTED });
  canvas.doc.rect(barX, y - 2, 3, handOutHeight + 2).fill(frame.brandColor);
  y += handOutHeight + 28;

  canvas.doc
    .moveTo(canvas.margin, y)
    .lineTo(canvas.margin + canvas.contentWidth, y)
    .dash(4, { space: 3 })
    .lineWidth(0.8)
    .strokeColor('#8a979e')
    .stroke()
    .undash();
  y += 10;
  canvas.drawLine(labels.rib.slipTitle, { ...textBox, y }, { size: 8, color: MUTED });
  y += 16;
  const slipRows: FieldRow[] = [
    { label: labels.common.holder, value: document.account.holderName, isStrong: true },
    { label: labels.common.bank, value: `${document.bank.name} — ${document.account.branchName}` },
    ...getIdentifierRows(frame, document),
  ];
  drawPanel(frame, y, (top, isDryRun) => drawFieldRows(frame, full, top, slipRows, isDryRun));
  return finish();
}
