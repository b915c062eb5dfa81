/** Exports a card's operations over a period as PDF or CSV, in the customer's language, and saves the file. */
import { CARD_EXPORT_FORMATS, cardExportRequestSchema } from '@baraka/contracts/cards/requests';
import { Button, Group, Input, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
import { IconCalendar, IconDownload } from '@tabler/icons-react';
import 'dayjs/locale/ar';
import 'dayjs/locale/fr';
import { useState } from 'react';
import { CallErrorAlert } from '../../../components/ui/call-error-alert';
import { useTranslation } from '../../../lib/use-translation';
import { exportCardOperations } from '../api/card-export';
import { saveExport } from '../utils/export-file';

type Format = (typeof CARD_EXPORT_FORMATS)[number];
const isFormat = (value: string): value is Format =>
  (CARD_EXPORT_FORMATS as readonly string[]).includes(value);

export function ExportPanel({
  cardId,
  today,
  defaultStart,
}: {
  cardId: string;
  today: string;
  defaultStart: string;
}) {
  const { t, i18n } = useTranslation('cards');
  const [period, setPeriod] = useState<[string | null, string | null]>([defaultStart, today]);
  const [format, setFormat] = useState<Format>('PDF');
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const request = cardExportRequestSchema.safeParse({
    cardId,
    startDate: period[0],
    endDate: period[1],
    format,
  });

  const download = () => {
    if (!request.success) {
      return;
    }
    setIsBusy(true);
    setError(null);
    setSaved(null);
    exportCardOperations(request.data)
      .then((file) => setSaved(saveExport(file)))
      .catch(setError)
      .finally(() => setIsBusy(false));
  };

  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="export-title"
    >
      <Title order={2} fz="h5" id="export-title" mb="sm">
        {t('export.title')}
      </Title>
      <Stack gap="sm">
        <DatesProvider settings={{ locale: i18n.language, firstDayOfWeek: 1, weekendDays: [0, 6] }}>
          <DatePickerInput
            type="range"
            label={t('export.period')}
            value={period}
            onChange={setPeriod}
            allowSingleDateInRange
            maxDate={today}
            valueFormat="DD/MM/YYYY"
            leftSection={<IconCalendar size={18} aria-hidden />}
            popoverProps={{ withinPortal: true }}
            data-testid="export-period"
          />
        </DatesProvider>
        <div>
          <Input.Label labelElement="div" id="export-format-label" mb={4}>
            {t('export.format')}
          </Input.Label>
          <SegmentedControl
            aria-labelledby="export-format-label"
            value={format}
            onChange={(value) => isFormat(value) && setFormat(value)}
            data={CARD_EXPORT_FORMATS.map((value) => ({ value, label: value }))}
          />
        </div>
        <CallErrorAlert ns="cards" testId="card-error" error={error} />
        {saved && (
          <Text fz="sm" c="teal" role="status">
            {t('export.saved', { name: saved })}
          </Text>
        )}
        <Group justify="flex-end">
          <Button
            leftSection={<IconDownload size={18} aria-hidden />}
            onClick={download}
            loading={isBusy}
            disabled={!request.success}
            data-testid="export-download"
          >
            {t('export.download')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
