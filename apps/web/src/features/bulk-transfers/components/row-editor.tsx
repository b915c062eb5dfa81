/**
 * The fields of a row being edited — RIB (the bank shows as it is typed), name, amount, reason —
 * with their mistakes once saving was tried, and Save / Cancel. Enter saves, Escape cancels.
 */
import { findTunisianBank } from '@baraka/domain/rib/tunisian-banks';
import { Button, Group, SimpleGrid, Text, TextInput } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import type { ChangeEvent, KeyboardEvent } from 'react';
import { formatAmountPlaceholder } from '../../../lib/format';
import { useTranslation } from '../../../lib/use-translation';
import { translateRowIssue } from '../utils/row-messages';
import type { RowErrors, RowField, RowValues } from '../utils/row-rules';

type RowEditorProps = {
  /** 1 for the first row. */
  position: number;
  values: RowValues;
  errors: RowErrors;
  /** Two columns on wide rows, one on phones. */
  isWide: boolean;
  onChange: (field: RowField, value: string) => void;
  onSave: () => void;
  onCancel: () => void;
};

export function RowEditor({ position, values, errors, isWide, onChange, onSave, onCancel }: RowEditorProps) {
  const { t, i18n } = useTranslation('bulkTransfers');
  const bank = findTunisianBank(values.rib);
  const label = (field: RowField) => t(`table.${field}`);
  const describe = (field: RowField) => t('table.fieldLabel', { field: label(field), index: position });
  const errorOf = (field: RowField) => {
    const issue = errors[field];
    return issue ? translateRowIssue(issue) : undefined;
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      onSave();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
    }
  };
  const field = (name: RowField) => ({
    label: label(name),
    'aria-label': describe(name),
    value: values[name],
    error: errorOf(name),
    onChange: (event: ChangeEvent<HTMLInputElement>) => onChange(name, event.currentTarget.value),
    onKeyDown,
    'data-testid': `row-${position}-${name}`,
  });

  return (
    <div data-testid={`row-${position}-editor`}>
      <SimpleGrid cols={isWide ? 4 : 1} spacing="sm" verticalSpacing="sm">
        <TextInput
          {...field('rib')}
          inputMode="numeric"
          autoComplete="off"
          dir="ltr"
          placeholder="32 001 0012345678901 45"
          description={bank ? bank.shortName : ' '}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          data-autofocus
        />
        <TextInput {...field('name')} autoComplete="off" />
        <TextInput
          {...field('amount')}
          inputMode="decimal"
          dir="ltr"
          placeholder={formatAmountPlaceholder(3, i18n.language)}
          rightSection={
            <Text fz="xs" c="dimmed">
              TND
            </Text>
          }
          rightSectionWidth={44}
        />
        <TextInput {...field('reason')} placeholder={t('table.reasonPlaceholder')} autoComplete="off" />
      </SimpleGrid>
      <Group justify="flex-end" gap="xs" mt="sm">
        <Button
          variant="subtle"
          color="gray"
          size="xs"
          leftSection={<IconX size={14} aria-hidden />}
          onClick={onCancel}
        >
          {t('table.cancel')}
        </Button>
        <Button
          size="xs"
          leftSection={<IconCheck size={14} aria-hidden />}
          onClick={onSave}
          data-testid={`row-${position}-save`}
        >
          {t('table.save')}
        </Button>
      </Group>
    </div>
  );
}
