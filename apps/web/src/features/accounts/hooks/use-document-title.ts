/** The heading of an account document: its kind, the month or period, and the account it is about. */
import type { Account } from '@baraka/contracts/accounts/schemas';
import { getElisionContext } from '../../../lib/elision';
import { formatIsoDate } from '../../../lib/format';
import { useTranslation } from '../../../lib/use-translation';
import type { AccountDocument } from '../utils/account-documents';
import { formatMonth } from '../utils/month-label';

export function useDocumentTitle(document: AccountDocument | null, account: Account | undefined) {
  const { t, i18n } = useTranslation('accounts');
  if (!document) {
    return { title: t('pdf.invalid'), subtitle: null };
  }
  const { language } = i18n;
  const month = document.type === 'statement' ? formatMonth(document.month, language) : '';
  const title =
    document.type === 'statement'
      ? t('pdf.titles.statement', { month, context: getElisionContext(month, language) })
      : document.type === 'period'
        ? t('pdf.titles.period', {
            start: formatIsoDate(document.filter.startDate, language),
            end: formatIsoDate(document.filter.endDate, language),
          })
        : t(`pdf.titles.${document.type}`);
  return { title, subtitle: account ? `${account.title} · ${account.accountNumber}` : null };
}
