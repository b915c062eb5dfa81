/** Writes the sample PDFs in every language to a folder, to look at them: `tsx render-samples.ts <dir>`. */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { renderOperationReceipt } from '../operation-receipt.ts';
import { renderRibCertificate } from '../rib-certificate.ts';
import { renderAccountStatement } from '../statement.ts';
import { renderTransferReceipt } from '../transfer-receipt.ts';
import type { PdfLanguage } from '../types.ts';
import { makeReceipt, makeRibDocument, makeStatement, makeTransferReceipt } from './sample-documents.ts';

const folder = process.argv[2] ?? 'pdf-samples';
await mkdir(folder, { recursive: true });
for (const language of ['fr', 'en', 'ar'] as PdfLanguage[]) {
  const count = Number(process.argv[3] ?? 60);
  await writeFile(
    join(folder, `statement-${language}.pdf`),
    await renderAccountStatement(makeStatement(language, count)),
  );
  await writeFile(join(folder, `rib-${language}.pdf`), await renderRibCertificate(makeRibDocument(language)));
  await writeFile(
    join(folder, `receipt-${language}.pdf`),
    await renderOperationReceipt(makeReceipt(language)),
  );
  await writeFile(
    join(folder, `transfer-receipt-${language}.pdf`),
    await renderTransferReceipt(makeTransferReceipt(language)),
  );
}
console.log(`PDFs written to ${folder}`);
