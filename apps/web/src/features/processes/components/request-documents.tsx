/** The supporting documents joined to a request: kind, name, type and size, each downloadable by its sender. */
import type { ProcessDocument } from '@baraka/contracts/processes/schemas';
import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconFileText } from '@tabler/icons-react';
import { formatFileSize } from '../../../lib/attachment-upload';
import { useTranslation } from '../../../lib/use-translation';
import { useProcessDocument } from '../api/process-document';

const TYPE_LABELS: Record<ProcessDocument['contentType'], string> = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
};

export function RequestDocuments({
  processId,
  documents,
}: {
  processId: string;
  documents: readonly ProcessDocument[];
}) {
  const { t, i18n } = useTranslation('processes');
  const download = useProcessDocument(processId);
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="request-documents">
      <Title order={2} fz="h4" mb="sm">
        {t('documents.title')}
      </Title>
      {documents.length === 0 ? (
        <Text c="dimmed">{t('documents.none')}</Text>
      ) : (
        <Stack gap="sm">
          {documents.map((file) => (
            <Group key={file.id} justify="space-between" wrap="nowrap" data-testid="request-document">
              <Group gap="sm" wrap="nowrap" miw={0}>
                <IconFileText size={20} aria-hidden />
                <Stack gap={0} miw={0}>
                  <Text size="sm" fw={600}>
                    {t(`documents.kinds.${file.kind}`)}
                  </Text>
                  <Text size="sm" c="dimmed" dir="auto" truncate>
                    {file.fileName} · {TYPE_LABELS[file.contentType]} ·{' '}
                    {formatFileSize(file.size, i18n.language)}
                  </Text>
                </Stack>
              </Group>
              <Button
                variant="subtle"
                size="xs"
                leftSection={<IconDownload size={16} aria-hidden />}
                loading={download.isPending && download.variables?.id === file.id}
                onClick={() => download.mutate(file)}
                aria-label={t('documents.downloadNamed', { name: file.fileName })}
              >
                {t('documents.download')}
              </Button>
            </Group>
          ))}
        </Stack>
      )}
      {download.isError && (
        <Alert color="red" variant="light" role="alert" mt="sm">
          {download.error instanceof Error ? download.error.message : t('documents.download')}
        </Alert>
      )}
    </Card>
  );
}
