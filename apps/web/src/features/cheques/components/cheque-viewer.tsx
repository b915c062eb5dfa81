/**
 * A cheque opened: its front and back as the bank draws them, zoomable (buttons, and the page scrolls
 * inside the frame) and downloadable, with its facts. Full screen on a phone.
 */
import type { Cheque } from '@baraka/contracts/cheques/schemas';
import { Anchor, Modal, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { Amount } from '../../../components/ui/amount';
import { type DetailRow, DetailRows } from '../../../components/ui/detail-rows';
import { DocumentSides } from '../../../components/ui/document-sides';
import { formatIsoDate, isolate } from '../../../lib/format';
import { useTranslation } from '../../../lib/use-translation';
import { type ChequeSide, useChequeImage } from '../api/cheque-image';
import { ChequeStatusBadge } from './cheque-status-badge';

export function ChequeViewer({ cheque, onClose }: { cheque: Cheque | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('cheques');
  const isPhone = useMediaQuery('(max-width: 48em)', false);
  const [side, setSide] = useState<ChequeSide>('RECTO');
  const [zoom, setZoom] = useState(0);
  const image = useChequeImage(cheque?.id ?? null, side);
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
          <DocumentSides
            ns="cheques"
            testIdPrefix="cheque"
            number={cheque.checkNumber}
            side={side}
            onSideChange={setSide}
            zoom={zoom}
            onZoomChange={setZoom}
            image={image}
            isPhone={isPhone}
          />
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
