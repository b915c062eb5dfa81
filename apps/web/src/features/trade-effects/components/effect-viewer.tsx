/** An effect opened: its front and back as the bank draws them, zoomable and downloadable, with its facts. */
import type { TradeEffect } from '@baraka/contracts/trade-effects/schemas';
import { ActionIcon, Box, Group, Modal, SegmentedControl, Skeleton, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconDownload, IconZoomIn, IconZoomOut } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Amount } from '../../../components/ui/amount';
import { ErrorState } from '../../../components/ui/async-states';
import { type DetailRow, DetailRows } from '../../../components/ui/detail-rows';
import { formatIsoDate, isolate } from '../../../lib/format';
import { type EffectSide, useEffectImage } from '../api/trade-effect-image';
import { EffectStatusBadge } from './effect-status-badge';

const ZOOMS = [1, 1.5, 2, 3] as const;

export function EffectViewer({ effect, onClose }: { effect: TradeEffect | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('trade-effects');
  const isPhone = useMediaQuery('(max-width: 48em)', false);
  const [side, setSide] = useState<EffectSide>('RECTO');
  const [zoom, setZoom] = useState(0);
  const image = useEffectImage(effect?.id ?? null, side);
  const scale = ZOOMS[zoom] ?? 1;
  const date = (value: string | null) => (value ? formatIsoDate(value, i18n.language) : '—');
  const rows: DetailRow[] = effect
    ? [
        { key: 'number', label: t('viewer.number'), value: isolate(effect.effectNumber) },
        {
          key: 'amount',
          label: t('viewer.amount'),
          value: <Amount value={effect.amount} currency={effect.currency} fz="sm" fw={700} />,
        },
        {
          key: 'party',
          label: t(effect.direction === 'INWARD' ? 'viewer.drawer' : 'viewer.drawee'),
          value: effect.nomTire,
        },
        { key: 'debit', label: t('viewer.debitAccount'), value: isolate(effect.debitAccountRib) },
        { key: 'credit', label: t('viewer.creditAccount'), value: isolate(effect.creditAccountRib) },
        { key: 'type', label: t('viewer.type'), value: t(`types.${effect.typeEffet}`) },
        { key: 'deadline', label: t('viewer.deadline'), value: date(effect.deadlineDate) },
        { key: 'value', label: t('viewer.valueDate'), value: date(effect.valueDate) },
        ...(effect.rejectDate
          ? [{ key: 'reject', label: t('viewer.rejectDate'), value: date(effect.rejectDate) }]
          : []),
        { key: 'status', label: t('viewer.status'), value: <EffectStatusBadge status={effect.status} /> },
        ...(effect.rejectionReason
          ? [{ key: 'reason', label: t('viewer.reason'), value: t(`reasons.${effect.rejectionReason}`) }]
          : []),
        { key: 'reference', label: t('viewer.reference'), value: isolate(effect.reference) },
      ]
    : [];
  return (
    <Modal
      opened={effect !== null}
      onClose={() => {
        setSide('RECTO');
        setZoom(0);
        onClose();
      }}
      title={effect ? t('viewer.title', { number: effect.effectNumber }) : ''}
      size="xl"
      fullScreen={isPhone}
      radius="lg"
    >
      {effect && (
        <Stack gap="md" data-testid="effect-viewer">
          <Group justify="space-between" wrap="wrap" gap="sm">
            <SegmentedControl
              value={side}
              onChange={(value) => setSide(value === 'VERSO' ? 'VERSO' : 'RECTO')}
              data={[
                { value: 'RECTO', label: t('viewer.recto') },
                { value: 'VERSO', label: t('viewer.verso') },
              ]}
              data-testid="effect-side"
            />
            <Group gap="xs">
              <ActionIcon
                variant="default"
                size="lg"
                radius="xl"
                onClick={() => setZoom((value) => Math.max(0, value - 1))}
                disabled={zoom === 0}
                aria-label={t('viewer.zoomOut')}
              >
                <IconZoomOut size={18} aria-hidden />
              </ActionIcon>
              <Text fz="sm" w={48} ta="center" aria-live="polite">
                {Math.round(scale * 100)}%
              </Text>
              <ActionIcon
                variant="default"
                size="lg"
                radius="xl"
                onClick={() => setZoom((value) => Math.min(ZOOMS.length - 1, value + 1))}
                disabled={zoom === ZOOMS.length - 1}
                aria-label={t('viewer.zoomIn')}
              >
                <IconZoomIn size={18} aria-hidden />
              </ActionIcon>
              {image.data && (
                <ActionIcon
                  component="a"
                  href={image.data.image}
                  download={image.data.fileName}
                  variant="light"
                  size="lg"
                  radius="xl"
                  aria-label={t('viewer.download')}
                  data-testid="effect-download"
                >
                  <IconDownload size={18} aria-hidden />
                </ActionIcon>
              )}
            </Group>
          </Group>
          <Box
            style={{
              overflow: 'auto',
              borderRadius: 12,
              border: '1px solid var(--mantine-color-default-border)',
            }}
            dir="ltr"
          >
            {image.isPending && <Skeleton h={isPhone ? 160 : 320} />}
            {image.isError && <ErrorState onRetry={() => void image.refetch()} />}
            {image.data && (
              <img
                src={image.data.image}
                alt={t(side === 'RECTO' ? 'viewer.rectoAlt' : 'viewer.versoAlt', {
                  number: effect.effectNumber,
                })}
                style={{ display: 'block', width: `${scale * 100}%`, maxWidth: 'none', height: 'auto' }}
                data-testid="effect-image"
                data-side={side}
              />
            )}
          </Box>
          <DetailRows rows={rows} />
        </Stack>
      )}
    </Modal>
  );
}
