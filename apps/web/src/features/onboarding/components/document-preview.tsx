/** A stored document as its applicant sees it: the picture, or a PDF to download. */
import type { DocumentSideName, OnboardingDocument } from '@baraka/contracts/onboarding/applications';
import { Anchor, Group, Image, Skeleton, Text } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useDocument } from '../api/get-document';
import type { StoredApplication } from '../utils/application-store';

type DocumentPreviewProps = {
  stored: StoredApplication;
  side: DocumentSideName;
  document: OnboardingDocument;
};

export function DocumentPreview({ stored, side, document }: DocumentPreviewProps) {
  const { t } = useTranslation('onboarding');
  const query = useDocument(stored, side, document.uploadedAt);
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!query.data) {
      return;
    }
    const created = URL.createObjectURL(query.data);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [query.data]);

  if (query.isError) {
    return (
      <Text fz="sm" c="dimmed">
        {t('documents.previewUnavailable')}
      </Text>
    );
  }
  if (!url) {
    return <Skeleton height={96} radius="md" />;
  }
  if (document.contentType === 'application/pdf') {
    return (
      <Group gap="xs" wrap="nowrap">
        <IconFileTypePdf size={32} aria-hidden />
        <Anchor href={url} download={`${side.toLowerCase()}.pdf`} fz="sm">
          {t('documents.downloadPdf')}
        </Anchor>
      </Group>
    );
  }
  return (
    <Image
      src={url}
      alt={t('documents.previewAlt', { side: t(`documents.sides.${side}`) })}
      h={120}
      w="auto"
      fit="contain"
      radius="md"
    />
  );
}
