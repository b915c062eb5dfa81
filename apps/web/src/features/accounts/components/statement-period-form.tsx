/** A statement of a chosen period (two months at most), all operations or only debits or credits. */
import { Button, Paper, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconDownload, IconFileText } from '@tabler/icons-react';
import { useState } from 'react';
import { translateFieldError } from '../../../lib/form-errors';
import { useNavigate } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';
import { useDownloadDocument } from '../hooks/use-account-document';
import { toPdfViewUrl } from '../utils/account-documents';
import {
  checkHistoryFilter,
  getDefaultFilterValues,
  type HistoryDirection,
  type HistoryFilterErrors,
} from '../utils/history-filter';
import { PeriodField } from './period-field';

export function StatementPeriodForm({ accountId, today }: { accountId: string; today: string }) {
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  const download = useDownloadDocument();
  const [values, setValues] = useState(() => getDefaultFilterValues(today));
  const [errors, setErrors] = useState<HistoryFilterErrors>({});

  const run = (action: 'view' | 'download') => {
    const check = checkHistoryFilter(accountId, values);
    if (check.errors) {
      setErrors(check.errors);
      return;
    }
    const document = { type: 'period', filter: check.filter } as const;
    if (action === 'view') {
      void navigate(toPdfViewUrl(document));
    } else {
      download.mutate(document);
    }
  };
  const periodError = errors.startDate ?? errors.endDate;

  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="statement-period-title">
      <Stack gap="md">
        <div>
          <Text fw={700} id="statement-period-title">
            {t('statement.periodTitle')}
          </Text>
          <Text fz="sm" c="dimmed">
            {t('statement.periodIntro')}
          </Text>
        </div>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <PeriodField
            startDate={values.startDate}
            endDate={values.endDate}
            today={today}
            error={periodError ? translateFieldError(periodError) : undefined}
            onChange={(startDate, endDate) => {
              setValues((current) => ({ ...current, startDate, endDate }));
              setErrors({});
            }}
          />
          <Stack gap={4}>
            <Text fz="sm" fw={500} id="statement-direction-label">
              {t('history.direction')}
            </Text>
            <SegmentedControl
              fullWidth
              radius="xl"
              value={values.direction}
              onChange={(direction) =>
                setValues((current) => ({ ...current, direction: direction as HistoryDirection }))
              }
              data={(['ALL', 'D', 'C'] as const).map((direction) => ({
                value: direction,
                label: t(`directionFilter.${direction}`),
              }))}
              aria-labelledby="statement-direction-label"
            />
          </Stack>
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Button
            leftSection={<IconDownload size={18} aria-hidden />}
            loading={download.isPending}
            onClick={() => run('download')}
          >
            {t('statement.download')}
          </Button>
          <Button
            variant="default"
            leftSection={<IconFileText size={18} aria-hidden />}
            onClick={() => run('view')}
          >
            {t('statement.view')}
          </Button>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
