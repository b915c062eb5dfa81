/** A row's mistake in words: the shared form messages, or this area's for keys of its own. */

import { translateFieldError } from '../../../lib/form-errors';
import { i18n } from '../../../lib/i18n';
import type { RowIssue } from './row-rules';

export function translateRowIssue(issue: RowIssue): string {
  if (i18n.exists(`form.${issue.key}`, { ns: 'errors' })) {
    return translateFieldError(issue);
  }
  const own = `rowErrors.${issue.key}`;
  return i18n.exists(own, { ns: 'bulkTransfers' })
    ? i18n.t(own, { ns: 'bulkTransfers' })
    : i18n.t('form.invalidType', { ns: 'errors' });
}
