/** The monthly statements the bank issued for an account, newest first, each to view or download. */
import type { MonthlyStatement } from '@baraka/contracts/accounts/reports';
import { ActionIcon, Button, Group, Paper, Text, ThemeIcon, Tooltip } from '@mantine/core';
import { IconDownload, IconFileText } from '@tabler/icons-react';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/async-states';
import { getElisionContext } from '../../../lib/elision';
import { Link } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';
import { useMonthlyStatements } from '../api/get-monthly-statements';
import { useDownloadDocument } from '../hooks/use-account-document';
import { toPdfViewUrl } from '../utils/account-documents';
import { formatMonth } from '../utils/month-label';
import classes from './statement-months.module.css';

export function StatementMonths({ accountId }: { accountId: string }) {
  const { t, i18n } = useTranslation('accounts');
  const statements = useMonthlyStatements(accountId);
  const download = useDownloadDocument();
  const downloading =
    download.isPending && download.variables.type === 'statement' ? download.variables.month : null;

  if (statements.isPending) {
    return <LoadingState rows={4} height={64} />;
  }
  if (statements.isError) {
    return <ErrorState error={statements.error} onRetry={() => void statements.refetch()} />;
  }
  if (statements.data.length === 0) {
    return <EmptyState title={t('statement.emptyMonths')} />;
  }
  const describe = (statement: MonthlyStatement) =>
    statement.operationCount > 0
      ? t('statement.operations', { count: statement.operationCount })
      : t('statement.noOperations');

  return (
    <Paper
      component="ul"
      withBorder
      radius="lg"
      className={classes.list}
      aria-label={t('statement.monthsTitle')}
    >
      {statements.data.map((statement) => {
        const month = formatMonth(statement.month, i18n.language);
        const document = { type: 'statement', accountId, month: statement.month } as const;
        return (
          <li key={statement.month} className={classes.row} data-testid="statement-month">
            <ThemeIcon size={40} radius="xl" variant="light" aria-hidden>
              <IconFileText size={20} stroke={1.7} />
            </ThemeIcon>
            <div className={classes.text}>
              <Text fw={600} className={classes.month}>
                {month}
              </Text>
              <Text fz="xs" c="dimmed">
                {describe(statement)}
              </Text>
            </div>
            <Group gap="xs" wrap="nowrap">
              <Button
                component={Link}
                to={toPdfViewUrl(document)}
                variant="light"
                size="xs"
                radius="xl"
                aria-label={t('statement.viewMonth', {
                  month,
                  context: getElisionContext(month, i18n.language),
                })}
              >
                {t('statement.view')}
              </Button>
              <Tooltip
                label={t('statement.downloadMonth', {
                  month,
                  context: getElisionContext(month, i18n.language),
                })}
                withArrow
              >
                <ActionIcon
                  variant="default"
                  radius="xl"
                  size="lg"
                  loading={downloading === statement.month}
                  aria-label={t('statement.downloadMonth', {
                    month,
                    context: getElisionContext(month, i18n.language),
                  })}
                  onClick={() => download.mutate(document)}
                >
                  <IconDownload size={18} aria-hidden />
                </ActionIcon>
              </Tooltip>
            </Group>
          </li>
        );
      })}
    </Paper>
  );
}
