/** The account statement: header, holder and account, balances, operations, totals and the check. */
import { CONTENT_TOP, openDocument } from './document-frame.ts';
import { drawAccountBlock } from './field-rows.ts';
import { formatIban, formatIsoDate } from './format.ts';
import { fillLabel, getLabels } from './labels/index.ts';
import { MUTED } from './pdf-canvas.ts';
import { computeTotals, drawBalanceCards, drawBalanceCheck } from './statement-summary.ts';
import { drawOperations, drawTotalsRow } from './statement-table.ts';
import type { StatementDocument } from './types.ts';

export async function renderAccountStatement(document: StatementDocument): Promise<Buffer> {
  const labels = getLabels(document.language);
  const period = fillLabel(labels.statement.period, {
    from: formatIsoDate(document.period.from),
    to: formatIsoDate(document.period.to),
  });
  const { frame, finish } = openDocument({
    language: document.language,
    bank: document.bank,
    title: labels.statement.title,
    subtitle: `${period}\n${formatIban(document.account.iban)}`,
    generatedAt: document.generatedAt,
  });
  const { canvas } = frame;
  let y = CONTENT_TOP;
  y += drawAccountBlock(frame, document.account, y) + 10;
  y += drawBalanceCards(frame, document, y) + 14;
  const context = { frame, account: document.account, language: document.language };
  const sorted = [...document.operations].sort(
    (a, b) => a.bookingDate.localeCompare(b.bookingDate) || a.valueDate.localeCompare(b.valueDate),
  );
  y = drawOperations(context, y, sorted);
  const totals = computeTotals(document);
  y = drawTotalsRow(context, y, totals.debitsMinor, totals.creditsMinor) + 12;
  const noticeStyle = { size: 7.5, color: MUTED };
  const notice = labels.statement.claimNotice;
  const noticeHeight =
    canvas.wrap(notice, canvas.contentWidth, noticeStyle).length * canvas.lineHeight(noticeStyle);
  y = drawBalanceCheck(frame, document, totals, y, noticeHeight + 10) + 10;
  canvas.drawBlock(notice, { x: canvas.margin, y, width: canvas.contentWidth }, noticeStyle);
  return finish();
}
