/**
 * Import from a CSV file (columns documented beside the button, a template to download) and the
 * import's report: how many lines came in, which ones the table shows to correct, which lines of
 * the file were skipped — each by its line number.
 */
import { Alert, Button, FileButton, Group, List, Stack, Text } from '@mantine/core';
import { IconDownload, IconFileImport, IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import {
  buildCsvTemplate,
  CSV_TEMPLATE_NAME,
  type CsvLineError,
  type CsvRow,
  parseBulkCsv,
} from '../utils/csv';
import { translateRowIssue } from '../utils/row-messages';
import { ROW_FIELDS, type RowLimits, validateRow } from '../utils/row-rules';

/** Far more than a hundred payees' lines: anything bigger is not a bulk-transfer file. */
const MAX_FILE_BYTES = 256 * 1024;

type Report = {
  file: string;
  imported: number;
  toFix: { line: number; text: string }[];
  skipped: CsvLineError[];
  failure: string | null;
};

type CsvImportProps = {
  /** How many rows the batch can still take. */
  room: number;
  limits: RowLimits | undefined;
  maxRows: number;
  onImport: (rows: CsvRow[]) => void;
};

function downloadTemplate() {
  const url = URL.createObjectURL(new Blob([buildCsvTemplate()], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = CSV_TEMPLATE_NAME;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function CsvImport({ room, limits, maxRows, onImport }: CsvImportProps) {
  const { t } = useTranslation('bulkTransfers');
  const [report, setReport] = useState<Report | null>(null);

  const describeRows = (rows: CsvRow[]) =>
    rows.flatMap((row) => {
      const errors = validateRow(row.values, limits);
      return ROW_FIELDS.flatMap((field) => {
        const issue = errors[field];
        return issue
          ? [
              {
                line: row.line,
                text: t('csv.lineError', {
                  line: row.line,
                  field: t(`table.${field}`),
                  message: translateRowIssue(issue),
                }),
              },
            ]
          : [];
      });
    });

  const read = async (file: File | null) => {
    if (!file) {
      return;
    }
    const empty = { file: file.name, imported: 0, toFix: [], skipped: [] };
    if (file.size > MAX_FILE_BYTES) {
      setReport({ ...empty, failure: t('csv.tooLarge') });
      return;
    }
    let text: string;
    try {
      text = await file.text();
    } catch {
      setReport({ ...empty, failure: t('csv.unreadable') });
      return;
    }
    const parsed = parseBulkCsv(text, room);
    if (parsed.errors.some((item) => item.key === 'empty')) {
      setReport({ ...empty, failure: t('csv.emptyFile') });
      return;
    }
    onImport(parsed.rows);
    setReport({
      file: file.name,
      imported: parsed.rows.length,
      toFix: describeRows(parsed.rows),
      skipped: parsed.errors,
      failure: null,
    });
  };

  const toFixLines = report ? new Set(report.toFix.map((item) => item.line)).size : 0;
  const hasProblems =
    report !== null && (report.failure !== null || toFixLines > 0 || report.skipped.length > 0);
  return (
    <Stack gap="sm">
      <Group gap="sm">
        <FileButton
          onChange={(file) => void read(file)}
          accept=".csv,text/csv"
          inputProps={{ 'data-testid': 'csv-input' } as object}
        >
          {(props) => (
            <Button
              {...props}
              variant="light"
              leftSection={<IconFileImport size={18} aria-hidden />}
              disabled={room === 0}
              data-testid="csv-import"
            >
              {t('csv.import')}
            </Button>
          )}
        </FileButton>
        <Button
          variant="subtle"
          leftSection={<IconDownload size={18} aria-hidden />}
          onClick={downloadTemplate}
          data-testid="csv-template"
        >
          {t('csv.template')}
        </Button>
      </Group>
      <Text fz="xs" c="dimmed" maw={720}>
        {t('csv.help', { max: maxRows })}
      </Text>
      {report && (
        <Alert
          color={hasProblems ? 'orange' : 'teal'}
          variant="light"
          radius="md"
          icon={<IconFileSpreadsheet aria-hidden />}
          title={t('csv.reportTitle', { file: report.file })}
          withCloseButton
          closeButtonLabel={t('table.cancel')}
          onClose={() => setReport(null)}
          role="status"
          data-testid="csv-report"
        >
          <Stack gap={6}>
            {report.failure ? (
              <Text fz="sm">{report.failure}</Text>
            ) : (
              <Text fz="sm">{t('csv.imported', { count: report.imported })}</Text>
            )}
            {toFixLines > 0 && (
              <>
                <Text fz="sm" fw={600}>
                  {t('csv.toFix', { count: toFixLines })}
                </Text>
                <List size="sm" spacing={2} data-testid="csv-row-errors">
                  {report.toFix.map((item) => (
                    <List.Item key={item.text}>{item.text}</List.Item>
                  ))}
                </List>
              </>
            )}
            {report.skipped.length > 0 && (
              <>
                <Text fz="sm" fw={600}>
                  {t('csv.skipped', { count: report.skipped.length })}
                </Text>
                <List size="sm" spacing={2} data-testid="csv-file-errors">
                  {report.skipped.map((item) => (
                    <List.Item key={`${item.line}-${item.key}`}>
                      {t('csv.fileError', {
                        line: item.line,
                        message: t(`csv.errors.${item.key}`, item.params),
                      })}
                    </List.Item>
                  ))}
                </List>
              </>
            )}
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}
