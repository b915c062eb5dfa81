/** A saved row's payee: name, RIB in its four parts, and where the money goes (this bank or another). */
import { findTunisianBank } from '@baraka/domain/rib/tunisian-banks';
import { Badge, Stack, Text } from '@mantine/core';
import { IconBolt, IconBuildingBank } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import { formatRib, getRowKind, type RowValues } from '../utils/row-rules';

export function PayeeSummary({ values }: { values: Pick<RowValues, 'rib' | 'name'> }) {
  const { t } = useTranslation('bulkTransfers');
  const kind = getRowKind(values.rib);
  const bank = findTunisianBank(values.rib);
  return (
    <Stack gap={2} miw={0}>
      <Text fw={600} fz="sm" lineClamp={1}>
        {values.name || '—'}
      </Text>
      <Text fz="xs" c="dimmed" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
        <bdi dir="ltr">{formatRib(values.rib) || '—'}</bdi>
      </Text>
      {kind && (
        <Badge
          size="xs"
          variant="light"
          color={kind === 'WITHINBANK' ? 'primary' : 'ocean'}
          leftSection={
            kind === 'WITHINBANK' ? (
              <IconBolt size={10} aria-hidden />
            ) : (
              <IconBuildingBank size={10} aria-hidden />
            )
          }
          w="fit-content"
          tt="none"
        >
          {t(`kinds.${kind}`, { bank: bank?.shortName ?? t('table.bankUnknown') })}
        </Badge>
      )}
    </Stack>
  );
}
