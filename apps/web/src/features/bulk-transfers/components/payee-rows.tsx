/**
 * The payees of the batch: a table on wide screens, stacked cards on phones. A row being edited
 * shows its fields; a saved row its payee, amount and reason, and its mistakes when it has some.
 */
import { ActionIcon, Badge, Group, Paper, Stack, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { Amount } from '../../../components/ui/amount';
import { useTranslation } from '../../../lib/use-translation';
import { getRowErrors, type TableAction, type TableRow } from '../utils/batch-table';
import {
  hasErrors,
  parseAmountMinor,
  type RowErrors,
  type RowLimits,
  toAmountText,
} from '../utils/row-rules';
import classes from './payee-rows.module.css';
import { PayeeSummary } from './payee-summary';
import { RowEditor } from './row-editor';
import { RowIssues } from './row-issues';

type PayeeRowsProps = {
  rows: readonly TableRow[];
  limits: RowLimits | undefined;
  isWide: boolean;
  dispatch: (action: TableAction) => void;
};

type RowProps = {
  row: TableRow;
  position: number;
  errors: RowErrors;
  limits: RowLimits | undefined;
  isWide: boolean;
  dispatch: (action: TableAction) => void;
};

const stateOf = (row: TableRow, errors: RowErrors) => {
  if (row.draft) {
    return 'editing';
  }
  return hasErrors(errors) ? 'invalid' : 'saved';
};

function RowActions({ row, position, dispatch }: Pick<RowProps, 'row' | 'position' | 'dispatch'>) {
  const { t } = useTranslation('bulkTransfers');
  const rowLabel = t('table.rowLabel', { index: position });
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <Tooltip label={t('table.edit')} withinPortal>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={`${t('table.edit')} — ${rowLabel}`}
          onClick={() => dispatch({ type: 'edit', id: row.id })}
          data-testid={`row-${position}-edit`}
        >
          <IconPencil size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t('table.remove')} withinPortal>
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={`${t('table.remove')} — ${rowLabel}`}
          onClick={() => dispatch({ type: 'remove', id: row.id })}
          data-testid={`row-${position}-remove`}
        >
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

function RowAmount({ amount }: { amount: string }) {
  const minor = parseAmountMinor(amount);
  if (minor === null) {
    return (
      <Text fz="sm" c="red.8" dir="ltr">
        <bdi>{amount || '—'}</bdi>
      </Text>
    );
  }
  return <Amount value={toAmountText(minor)} currency="TND" fw={700} fz="sm" isHideable={false} />;
}

function StateBadges({ row, state }: { row: TableRow; state: string }) {
  const { t } = useTranslation('bulkTransfers');
  return (
    <>
      {state === 'editing' && (
        <Badge size="sm" variant="light" color="yellow">
          {t('table.unsaved')}
        </Badge>
      )}
      {state === 'invalid' && (
        <Badge size="sm" variant="light" color="red">
          {t('table.invalid')}
        </Badge>
      )}
      {row.line !== undefined && (
        <Text fz="xs" c="dimmed">
          {t('table.fromFile', { line: row.line })}
        </Text>
      )}
    </>
  );
}

function editorProps({ row, position, limits, dispatch, errors }: RowProps) {
  return {
    position,
    values: row.draft ?? row.saved ?? { rib: '', name: '', amount: '', reason: '' },
    errors,
    onChange: (field: keyof NonNullable<TableRow['draft']>, value: string) =>
      dispatch({ type: 'change', id: row.id, field, value }),
    onSave: () => dispatch({ type: 'save', id: row.id, ...(limits ? { limits } : {}) }),
    onCancel: () => dispatch({ type: 'cancel', id: row.id }),
  };
}

function TableRowView(props: RowProps) {
  const { t } = useTranslation('bulkTransfers');
  const { row, position, errors } = props;
  const state = stateOf(row, errors);
  const values = row.saved;
  return (
    <Table.Tr className={classes.row} data-state={state} data-testid={`row-${position}`}>
      <Table.Td className={classes.position}>
        <Text fz="sm" fw={600} c="dimmed">
          {position}
        </Text>
      </Table.Td>
      {row.draft ? (
        <Table.Td colSpan={4}>
          <RowEditor {...editorProps(props)} isWide />
        </Table.Td>
      ) : (
        <>
          <Table.Td>
            {values && <PayeeSummary values={values} />}
            <Group gap="xs" mt={4}>
              <StateBadges row={row} state={state} />
            </Group>
            <RowIssues errors={errors} testId={`row-${position}-errors`} />
          </Table.Td>
          <Table.Td ta="end">{values && <RowAmount amount={values.amount} />}</Table.Td>
          <Table.Td>
            <Text fz="sm" c={values?.reason ? undefined : 'dimmed'} lineClamp={2}>
              {values?.reason || t('table.noReason')}
            </Text>
          </Table.Td>
          <Table.Td>
            <RowActions row={row} position={position} dispatch={props.dispatch} />
          </Table.Td>
        </>
      )}
    </Table.Tr>
  );
}

function CardRowView(props: RowProps) {
  const { t } = useTranslation('bulkTransfers');
  const { row, position, errors } = props;
  const state = stateOf(row, errors);
  const values = row.saved;
  return (
    <Paper
      component="li"
      withBorder
      radius="lg"
      p="md"
      className={classes.card}
      data-state={state}
      data-testid={`row-${position}`}
    >
      <Group justify="space-between" wrap="nowrap" mb="xs">
        <Group gap="xs">
          <Text fz="sm" fw={700} className={classes.position}>
            {t('table.rowLabel', { index: position })}
          </Text>
          <StateBadges row={row} state={state} />
        </Group>
        {!row.draft && <RowActions row={row} position={position} dispatch={props.dispatch} />}
      </Group>
      {row.draft ? (
        <RowEditor {...editorProps(props)} isWide={false} />
      ) : (
        values && (
          <Stack gap={6}>
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
              <PayeeSummary values={values} />
              <RowAmount amount={values.amount} />
            </Group>
            {values.reason && (
              <Text fz="xs" c="dimmed">
                {values.reason}
              </Text>
            )}
            <RowIssues errors={errors} testId={`row-${position}-errors`} />
          </Stack>
        )
      )}
    </Paper>
  );
}

export function PayeeRows({ rows, limits, isWide, dispatch }: PayeeRowsProps) {
  const { t } = useTranslation('bulkTransfers');
  const items = rows.map((row, index) => ({
    row,
    position: index + 1,
    errors: getRowErrors(row, limits),
    limits,
    isWide,
    dispatch,
  }));
  if (!isWide) {
    return (
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} data-testid="payee-cards">
        {items.map((item) => (
          <CardRowView key={item.row.id} {...item} />
        ))}
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table className={classes.table} verticalSpacing="sm" highlightOnHover data-testid="payee-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={48}>{t('table.index')}</Table.Th>
            <Table.Th>{t('table.payee')}</Table.Th>
            <Table.Th ta="end" w={160}>
              {t('table.amount')}
            </Table.Th>
            <Table.Th>{t('table.reason')}</Table.Th>
            <Table.Th w={96}>
              <VisuallyHidden>{t('table.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <TableRowView key={item.row.id} {...item} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
