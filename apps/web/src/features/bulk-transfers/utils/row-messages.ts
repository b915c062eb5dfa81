/** A row's mistake in words: the shared form messages, or this area's for keys of its own. */
import { translateFieldError } from '../../../lib/form-errors';
import { i18n } from '../../../lib/i18n';
import { formatMoney } from '../../../lib/money-format';
import type { RowIssue } from './row-rules';

const DECIMAL = /^\d+(?:\.\d+)?$/;

/** Amount bounds read as money ("1,000 DT"), not as a bare "1.000" a French reader takes for a thousand. */
function withMoneyBounds(params: RowIssue['params']): RowIssue['params'] {
  if (!params) {
    return params;
  }
  const formatted = { ...params };
  for (const name of ['min', 'max'] as const) {
    const value = formatted[name];
    if (typeof value === 'string' && DECIMAL.test(value)) {
      formatted[name] = formatMoney(value, 'TND', i18n.language);
    }
  }
  return formatted;
}

export function translateRowIssue(issue: RowIssue): string {
  if (i18n.exists(`form.${issue.key}`, { ns: 'errors' })) {
    const params = withMoneyBounds(issue.params);
    return translateFieldError({ key: issue.key, ...(params ? { params } : {}) });
  }
  const own = `rowErrors.${issue.key}`;
  return i18n.exists(own, { ns: 'bulkTransfers' })
    ? i18n.t(own, { ns: 'bulkTransfers' })
    : i18n.t('form.invalidType', { ns: 'errors' });
}
