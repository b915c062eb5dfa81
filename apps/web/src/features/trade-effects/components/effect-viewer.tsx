/** An effect opened: its front and back as the bank draws them, zoomable and downloadable, with its facts. */
import type { TradeEffect } from '@baraka/contracts/trade-effects/schemas';
import { Modal, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { Amount } from '../../../components/ui/amount';
import { type DetailRow, DetailRows } from '../../../components/ui/detail-rows';
import { DocumentSides } from '../../../components/ui/document-sides';
import { formatIsoDate, isolate } from '../../../lib/format';
import { useTranslation } from '../../../lib/use-translation';
import { type EffectSide, useEffectImage } from '../api/trade-effect-image';
import { EffectStatusBadge } from './effect-status-badge';

export function EffectViewer({ effect, onClose }: { effect: TradeEffect | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('trade-effects');
  const isPhone = useMediaQuery('(max-width: 48em)', false);
  const [side, setSide] = useState<EffectSide>('RECTO');
  const [zoom, setZoom] = useState(0);
  const image = useEffectImage(effect?.id ?? null, side);
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
          <DocumentSides
            ns="trade-effects"
            testIdPrefix="effect"
            number={effect.effectNumber}
            side={side}
            onSideChange={setSide}
            zoom={zoom}
            onZoomChange={setZoom}
            image={image}
            isPhone={isPhone}
          />
          <DetailRows rows={rows} />
        </Stack>
      )}
    </Modal>
  );
}
