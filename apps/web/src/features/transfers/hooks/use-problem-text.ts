/**
 * Words for a form problem: the transfer's own message when it has one (`fieldErrors.<field>.<key>`,
 * then `fieldErrors.<key>` in transfers.json), else the shared form message; amounts in the
 * values are written as money, dates as dates.
 */

import { translateFieldError } from '../../../lib/form-errors';
import { formatIsoDate } from '../../../lib/format';
import { formatMoney, isolateAmount } from '../../../lib/money-format';
import { useTranslation } from '../../../lib/use-translation';
import type { DraftField, FieldProblem } from '../utils/draft-validation';

const MONEY_PARAMS = ['min', 'max', 'available'] as const;
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export function useProblemText() {
  const { t, i18n } = useTranslation('transfers');
  return (field: DraftField, problem: FieldProblem | undefined): string | undefined => {
    if (!problem) {
      return undefined;
    }
    const params: Record<string, string | number | boolean> = { ...problem.params };
    const currency = typeof params.currency === 'string' ? params.currency : null;
    for (const name of MONEY_PARAMS) {
      const value = params[name];
      if (typeof value !== 'string') {
        continue;
      }
      if (currency) {
        params[name] = isolateAmount(formatMoney(value, currency, i18n.language));
      } else if (DATE_PATTERN.test(value)) {
        params[name] = formatIsoDate(value, i18n.language);
      }
    }
    for (const key of [`fieldErrors.${field}.${problem.key}`, `fieldErrors.${problem.key}`]) {
      if (i18n.exists(key, { ns: 'transfers' })) {
        return t(key, params);
      }
    }
    return translateFieldError({ key: problem.key, params });
  };
}
