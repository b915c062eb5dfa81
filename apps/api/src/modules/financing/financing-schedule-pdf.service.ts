/** A financing's schedule as a PDF in the caller's language, from the same lines the pages show. */
import type { Language } from '@baraka/contracts';
import { renderPdf } from '../../adapters/pdf/index.ts';
import type { AppDb } from '../../db/client.ts';
import type { RenderedPdf } from '../../plugins/pdf-answer.ts';
import type { AuthContext } from '../../plugins/session/auth-context.ts';
import { BANK_IDENTITY } from '../accounts/index.ts';
import { getVisibleFinancing, listLinesOf } from './financing.queries.ts';

const PRODUCT_NAMES: Record<Language, Record<string, string>> = {
  fr: {
    HOME_MURABAHA: 'Financement immobilier',
    CAR_MURABAHA: 'Financement automobile',
    GOODS_MURABAHA: 'Financement express',
    EQUIPMENT_IJARA: 'Ijara équipement',
    EXPORT_FINANCING: 'Financement export',
    IMPORT_FINANCING: 'Financement import',
    MARKET_FINANCING: 'Financement de marché',
  },
  en: {
    HOME_MURABAHA: 'Home financing',
    CAR_MURABAHA: 'Car financing',
    GOODS_MURABAHA: 'Express financing',
    EQUIPMENT_IJARA: 'Equipment Ijara',
    EXPORT_FINANCING: 'Export financing',
    IMPORT_FINANCING: 'Import financing',
    MARKET_FINANCING: 'Market financing',
  },
  ar: {
    HOME_MURABAHA: 'تمويل السكن',
    CAR_MURABAHA: 'تمويل السيارات',
    GOODS_MURABAHA: 'التمويل السريع',
    EQUIPMENT_IJARA: 'إجارة المعدات',
    EXPORT_FINANCING: 'تمويل التصدير',
    IMPORT_FINANCING: 'تمويل التوريد',
    MARKET_FINANCING: 'تمويل الصفقات',
  },
};
const CONTRACT_NAMES: Record<Language, Record<string, string>> = {
  fr: { MURABAHA: 'Mourabaha', IJARA: 'Ijara' },
  en: { MURABAHA: 'Murabaha', IJARA: 'Ijara' },
  ar: { MURABAHA: 'مرابحة', IJARA: 'إجارة' },
};

export async function renderSchedulePdf(
  db: AppDb,
  auth: AuthContext,
  loanId: string,
  language: Language,
  now: Date,
): Promise<RenderedPdf> {
  const { financing, contract, account } = await getVisibleFinancing(db, auth, loanId);
  const lines = (await listLinesOf(db, [loanId])).get(loanId) ?? [];
  const pdf = await renderPdf('financingSchedule', {
    language,
    bank: BANK_IDENTITY,
    product: PRODUCT_NAMES[language][financing.productCode] ?? financing.productCode,
    contractNumber: contract.contractNumber,
    contractType: CONTRACT_NAMES[language][contract.contractType] ?? contract.contractType,
    refundAccount: account.accountNumber,
    currency: financing.currency,
    financedMinor: contract.costMinor,
    marginMinor: lines.reduce((sum, line) => sum + line.profitMinor, 0n),
    salePriceMinor: contract.costMinor + lines.reduce((sum, line) => sum + line.profitMinor, 0n),
    annualRate: (financing.rateBasisPoints / 100).toFixed(2),
    lines: lines.map((line) => ({
      number: line.number,
      dueDate: line.dueDate,
      principalMinor: line.principalMinor,
      profitMinor: line.profitMinor,
      instalmentMinor: line.instalmentMinor,
      balanceAfterMinor: line.balanceAfterMinor,
      state: line.state,
    })),
    generatedAt: now,
  });
  return { fileName: `echeancier-${contract.contractNumber}.pdf`, pdf };
}
