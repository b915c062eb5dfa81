/**
 * Shows a PDF page after page, as wide as the screen allows (zoomable). If the document cannot be
 * drawn (an old webview), it says so and the download button stays the way to open it.
 */
import { ActionIcon, Alert, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { IconZoomIn, IconZoomOut } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import type { PageDrawing, PdfHandle } from '../utils/pdf-renderer';
import classes from './pdf-viewer.module.css';

const ZOOMS = [0.75, 1, 1.25, 1.5, 2] as const;
const MAX_PAGE_WIDTH = 900;

function PdfPage({ handle, pageNumber, width }: { handle: PdfHandle; pageNumber: number; width: number }) {
  const { t } = useTranslation('accounts');
  const holder = useRef<HTMLDivElement>(null);
  const [hasFailed, setHasFailed] = useState(false);
  useEffect(() => {
    if (width <= 0) {
      return;
    }
    let drawing: PageDrawing | null = null;
    let isCurrent = true;
    // Each size gets its own canvas, swapped in when drawn: the old one stays until then.
    void import('../utils/pdf-renderer').then(({ drawPage }) => {
      if (!isCurrent) {
        return;
      }
      drawing = drawPage(handle, pageNumber, width);
      drawing.promise
        .then((canvas) => {
          if (canvas && isCurrent && holder.current) {
            canvas.className = classes.canvas ?? '';
            holder.current.replaceChildren(canvas);
          }
        })
        .catch(() => setHasFailed(true));
    });
    return () => {
      isCurrent = false;
      drawing?.cancel();
    };
  }, [handle, pageNumber, width]);
  return (
    <div
      ref={holder}
      className={classes.page}
      role="img"
      aria-label={t('pdf.page', { page: pageNumber, count: handle.pageCount })}
      data-testid="pdf-page"
      data-failed={hasFailed || undefined}
    />
  );
}

export function PdfViewer({ blob }: { blob: Blob }) {
  const { t } = useTranslation('accounts');
  const { ref, width } = useElementSize();
  const [handle, setHandle] = useState<PdfHandle | null>(null);
  const [hasFailed, setHasFailed] = useState(false);
  const [zoomIndex, setZoomIndex] = useState(1);

  useEffect(() => {
    let opened: PdfHandle | null = null;
    let isCurrent = true;
    setHandle(null);
    setHasFailed(false);
    import('../utils/pdf-renderer')
      .then(({ openPdf }) => openPdf(blob))
      .then((next) => {
        opened = next;
        if (isCurrent) {
          setHandle(next);
        } else {
          void next.destroy();
        }
      })
      .catch(() => {
        if (isCurrent) {
          setHasFailed(true);
        }
      });
    return () => {
      isCurrent = false;
      void opened?.destroy();
    };
  }, [blob]);

  const zoom = ZOOMS[zoomIndex] ?? 1;
  const pageWidth = Math.max(0, Math.min(width, MAX_PAGE_WIDTH) * zoom);

  return (
    <Stack gap="sm" className={classes.viewer}>
      {handle && (
        <Group justify="space-between" gap="xs" className={classes.toolbar}>
          <Text fz="sm" c="dimmed">
            {t('pdf.pages', { count: handle.pageCount })}
          </Text>
          <Group gap={4}>
            <ActionIcon
              variant="default"
              radius="xl"
              size="lg"
              aria-label={t('pdf.zoomOut')}
              disabled={zoomIndex === 0}
              onClick={() => setZoomIndex((index) => Math.max(0, index - 1))}
            >
              <IconZoomOut size={18} aria-hidden />
            </ActionIcon>
            <Text fz="sm" w={48} ta="center" aria-live="polite">
              <bdi>{Math.round(zoom * 100)} %</bdi>
            </Text>
            <ActionIcon
              variant="default"
              radius="xl"
              size="lg"
              aria-label={t('pdf.zoomIn')}
              disabled={zoomIndex === ZOOMS.length - 1}
              onClick={() => setZoomIndex((index) => Math.min(ZOOMS.length - 1, index + 1))}
            >
              <IconZoomIn size={18} aria-hidden />
            </ActionIcon>
          </Group>
        </Group>
      )}
      {hasFailed && (
        <Alert color="orange" variant="light" radius="lg" role="alert">
          {t('pdf.viewerFailed')}
        </Alert>
      )}
      <div className={classes.frame} dir="ltr" hidden={hasFailed}>
        {/* Measures the frame inside its padding: a page as wide as the frame's outer box stuck out of a phone. */}
        <div ref={ref} aria-hidden />
        {!handle && !hasFailed && (
          <Center py="xl" role="status">
            <Loader role="status" aria-label={t('pdf.rendering')} />
          </Center>
        )}
        {handle && (
          <div className={classes.pages}>
            {Array.from({ length: handle.pageCount }, (_, index) => index + 1).map((pageNumber) => (
              <PdfPage key={pageNumber} handle={handle} pageNumber={pageNumber} width={pageWidth} />
            ))}
          </div>
        )}
      </div>
    </Stack>
  );
}
