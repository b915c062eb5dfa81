/**
 * A paper the bank draws (a cheque, a bill of exchange): its front or back, zoomed in steps inside a
 * scrolling frame, downloadable. The area gives its texts (`viewer.*` of its namespace) and keeps the
 * side and zoom, which it resets when the document closes.
 */
import { ActionIcon, Box, Group, SegmentedControl, Skeleton, Text } from '@mantine/core';
import { IconDownload, IconZoomIn, IconZoomOut } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Namespace } from '../../lib/i18n';
import { useTranslation } from '../../lib/use-translation';
import { ErrorState } from './async-states';

export type DocumentSide = 'RECTO' | 'VERSO';
export const DOCUMENT_ZOOMS = [1, 1.5, 2, 3] as const;

type DocumentSidesProps = {
  ns: Namespace;
  /** `cheque` → cheque-side, cheque-zoom-in, cheque-download, cheque-image. */
  testIdPrefix: string;
  /** The document's number, in the image's alternative text. */
  number: string;
  side: DocumentSide;
  onSideChange: (side: DocumentSide) => void;
  zoom: number;
  onZoomChange: (zoom: number) => void;
  image: UseQueryResult<{ image: string; fileName: string }>;
  isPhone: boolean;
};

export function DocumentSides(props: DocumentSidesProps) {
  const { ns, testIdPrefix, number, side, zoom, image, isPhone } = props;
  const { t } = useTranslation(ns);
  const scale = DOCUMENT_ZOOMS[zoom] ?? 1;
  return (
    <>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <SegmentedControl
          value={side}
          onChange={(value) => props.onSideChange(value === 'VERSO' ? 'VERSO' : 'RECTO')}
          data={[
            { value: 'RECTO', label: t('viewer.recto') },
            { value: 'VERSO', label: t('viewer.verso') },
          ]}
          data-testid={`${testIdPrefix}-side`}
        />
        <Group gap="xs">
          <ActionIcon
            variant="default"
            size="lg"
            radius="xl"
            onClick={() => props.onZoomChange(Math.max(0, zoom - 1))}
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
            onClick={() => props.onZoomChange(Math.min(DOCUMENT_ZOOMS.length - 1, zoom + 1))}
            disabled={zoom === DOCUMENT_ZOOMS.length - 1}
            aria-label={t('viewer.zoomIn')}
            data-testid={`${testIdPrefix}-zoom-in`}
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
              data-testid={`${testIdPrefix}-download`}
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
            alt={t(side === 'RECTO' ? 'viewer.rectoAlt' : 'viewer.versoAlt', { number })}
            style={{ display: 'block', width: `${scale * 100}%`, maxWidth: 'none', height: 'auto' }}
            data-testid={`${testIdPrefix}-image`}
            data-side={side}
          />
        )}
      </Box>
    </>
  );
}
