/** One side of the identity document: what is stored, and a button to send (or replace) the file. */
import type { DocumentSideName, OnboardingApplication } from '@baraka/contracts/onboarding/applications';
import { Badge, Button, FileButton, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-error';
import { translateFieldError } from '../../../lib/form-errors';
import { useTranslation } from '../../../lib/use-translation';
import { useUploadDocument } from '../api/upload-document';
import type { StoredApplication } from '../utils/application-store';
import { ACCEPTED_FILES, checkFile } from '../utils/check-file';
import { DocumentPreview } from './document-preview';

type DocumentSlotProps = {
  stored: StoredApplication;
  application: OnboardingApplication;
  side: DocumentSideName;
  label: string;
};

const formatSize = (bytes: number, language: string) =>
  new Intl.NumberFormat(language, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 }).format(
    Math.max(1, Math.round(bytes / 1024)),
  );

export function DocumentSlot({ stored, application, side, label }: DocumentSlotProps) {
  const { t, i18n } = useTranslation('onboarding');
  const upload = useUploadDocument(stored, side);
  const [problem, setProblem] = useState<string | null>(null);
  const document = application.documents.find((item) => item.side === side);

  const send = async (file: File | null) => {
    if (!file) {
      return;
    }
    const key = await checkFile(file);
    if (key) {
      setProblem(translateFieldError({ key }));
      return;
    }
    setProblem(null);
    upload.mutate(file, {
      onError: (error) => {
        const [first] = error instanceof ApiError ? error.fieldErrors : [];
        setProblem(first ? translateFieldError(first) : error.message);
      },
    });
  };

  return (
    <Paper withBorder radius="md" p="md" data-testid={`document-${side}`}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Text fw={600}>{label}</Text>
          {document ? (
            <Badge color="teal" variant="light" leftSection={<IconCircleCheck size={14} aria-hidden />}>
              {t('documents.received')}
            </Badge>
          ) : (
            <Badge color="gray" variant="light">
              {t('documents.missing')}
            </Badge>
          )}
        </Group>
        {document && (
          <>
            <DocumentPreview stored={stored} side={side} document={document} />
            <Text fz="xs" c="dimmed">
              {t(`documents.types.${document.contentType.split('/')[1]}`)} ·{' '}
              {formatSize(document.byteSize, i18n.language)}
            </Text>
          </>
        )}
        {problem && (
          <Text fz="sm" c="red" role="alert">
            {problem}
          </Text>
        )}
        <FileButton onChange={(file) => void send(file)} accept={ACCEPTED_FILES}>
          {(props) => (
            <Button
              {...props}
              variant={document ? 'default' : 'light'}
              loading={upload.isPending}
              leftSection={<IconUpload size={16} aria-hidden />}
              aria-label={`${document ? t('documents.replace') : t('documents.choose')} — ${label}`}
            >
              {document ? t('documents.replace') : t('documents.choose')}
            </Button>
          )}
        </FileButton>
      </Stack>
    </Paper>
  );
}
