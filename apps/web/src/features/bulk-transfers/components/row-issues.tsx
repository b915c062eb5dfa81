/** A saved row's mistakes, each named by its field, read out when they appear. */
import { List } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { translateRowIssue } from '../utils/row-messages';
import { ROW_FIELDS, type RowErrors } from '../utils/row-rules';

export function RowIssues({ errors, testId }: { errors: RowErrors; testId: string }) {
  const { t } = useTranslation('bulkTransfers');
  const fields = ROW_FIELDS.filter((field) => errors[field]);
  if (fields.length === 0) {
    return null;
  }
  return (
    <List size="xs" spacing={2} c="red.8" mt={6} listStyleType="none" data-testid={testId}>
      {fields.map((field) => {
        const issue = errors[field];
        return issue ? (
          <List.Item key={field} fz="xs">
            {t('table.issue', { field: t(`table.${field}`), message: translateRowIssue(issue) })}
          </List.Item>
        ) : null;
      })}
    </List>
  );
}
