/**
 * A cheque opened: its front and back as the bank draws them, zoomable (buttons, and the page scrolls
 * inside the frame) and downloadable, with its facts. Full screen on a phone.
 */
import type { Cheque } from '@baraka/contracts/cheques/schemas';
import {
  ActionIcon,
  Anchor,
  Box,
  Group,
  Modal,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconDownload, IconZoomIn, IconZoomOut } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Amount } from '../../../components/ui/amount';
import { ErrorState } from '../../../components/ui/async-states';
import { type DetailRow, DetailRows } from '../../../components/ui/detail-rows';
import { formatIsoDate, isolate } from '../../../lib/format';
import { type ChequeSide, useChequeImage } from '../api/cheque-image';
import { ChequeStatusBadge } from './cheque-status-badge';

const ZOOMS = [1, 1.5, 2, 3] as const;

export function ChequeViewer({ cheque, onClose }: { cheque: Cheque | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('cheques');
  const isPhone = useMediaQuery('(max-width: 48em)', false);
  const [side, setSide] = useState<ChequeSide>('RECTO');
  const [zoom, setZoom] = useState(0);
  const image = useChequeImage(cheque?.id ?? null, side);
  const scale = ZOOMS[zoom] ?? 1;
  const rows: DetailRow[] = cheque
    ? [
        { key: 'number', label: t('viewer.number'), value: isolate(cheque.checkNumber) },
        {
          key: 'amount',
          label: t('viewer.amount'),
          value: <Amount value={cheque.amount} currency={cheque.currency} fz="sm" fw={700} />,
        },
        {
          key: 'party',
          label: t(cheque.type === 'EMITTED' ? 'viewer.payee' : 'viewer.drawer'),
          value: cheque.counterparty,
        },
        { key: 'account', label: t('viewer.account'), value: isolate(cheque.debitAccount) },
        {
          key: 'issued',
          label: t('viewer.issueDate'),
          value: formatIsoDate(cheque.issueDate, i18n.language),
        },
        ...(cheque.valueDate
          ? [
              {
                key: 'value',
                label: t('viewer.valueDate'),
                value: formatIsoDate(cheque.valueDate, i18n.language),
              },
            ]
          : []),
        { key: 'status', label: t('viewer.status'), value: <ChequeStatusBadge status={cheque.status} /> },
        ...(cheque.rejectionReason
          ? [{ key: 'reason', label: t('viewer.reason'), value: t(`reasons.${cheque.rejectionReason}`) }]
          : []),
        { key: 'reference', label: t('viewer.reference'), value: isolate(cheque.reference) },
      ]
    : [];
  return (
    <Modal
      opened={cheque !== null}
      onClose={() => {
        setSide('RECTO');
        setZoom(0);
        onClose();
      }}
      title={cheque ? t('viewer.title', { number: cheque.checkNumber }) : ''}
      size="xl"
      fullScreen={isPhone}
      radius="lg"
    >
      {cheque && (
        <Stack gap="md" data-testid="cheque-viewer">
          <Group justify="space-between" wrap="wrap" gap="sm">
            <SegmentedControl
              value={side}
              onChange={(value) => setSide(value === 'VERSO' ? 'VERSO' : 'RECTO')}
              data={[
                { value: 'RECTO', label: t('viewer.recto') },
                { value: 'VERSO', label: t('viewer.verso') },
              ]}
              data-testid="cheque-side"
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
                data-testid="cheque-zoom-in"
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
                  data-testid="cheque-download"
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
            bg="var(--mantine-color-body)"
            dir="ltr"
          >
            {image.isPending && <Skeleton h={isPhone ? 160 : 320} />}
            {image.isError && <ErrorState onRetry={() => void image.refetch()} />}
            {image.data && (
              <img
                src={image.data.image}
                alt={t(side === 'RECTO' ? 'viewer.rectoAlt' : 'viewer.versoAlt', {
                  number: cheque.checkNumber,
                })}
                style={{ display: 'block', width: `${scale * 100}%`, maxWidth: 'none', height: 'auto' }}
                data-testid="cheque-image"
                data-side={side}
              />
            )}
          </Box>
          <DetailRows rows={rows} />
          {image.data && (
            <Anchor href={image.data.image} download={image.data.fileName} fz="sm">
              {t('viewer.downloadSide', { side: t(side === 'RECTO' ? 'viewer.recto' : 'viewer.verso') })}
            </Anchor>
          )}
        </Stack>
      )}
    </Modal>
  );
}
