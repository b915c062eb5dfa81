/**
 * `/dev/outbox`: the SMS and e-mail the embedded outbox kept, newest first, refreshed every few
 * seconds, so a person trying the product can read their one-time codes. Not available in production.
 */
import { Alert, Badge, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconMail, IconMessage, IconRefresh } from '@tabler/icons-react';
import { getCurrentLanguage } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/use-translation';
import { useOutbox } from '../api/get-outbox';

export function OutboxPage() {
  const { t } = useTranslation('common');
  const outbox = useOutbox();
  const formatter = new Intl.DateTimeFormat(getCurrentLanguage(), {
    dateStyle: 'short',
    timeStyle: 'medium',
  });
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
            {t('outbox.title')}
          </Title>
          <Text c="dimmed">{t('outbox.intro')}</Text>
        </div>
        <Button
          variant="default"
          leftSection={<IconRefresh size={18} aria-hidden />}
          onClick={() => void outbox.refetch()}
          loading={outbox.isFetching}
        >
          {t('outbox.refresh')}
        </Button>
      </Group>
      {outbox.isPending && <Loader role="status" aria-label={t('a11y.loading')} />}
      {outbox.isError && (
        <Alert color="red" variant="light" role="alert">
          {t('outbox.unavailable')}
        </Alert>
      )}
      {outbox.data?.length === 0 && <Text>{t('outbox.empty')}</Text>}
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {outbox.data?.map((message) => (
          <Paper key={message.id} withBorder radius="md" p="md" component="li" data-testid="outbox-message">
            <Group gap="sm" justify="space-between" wrap="wrap">
              <Group gap="xs">
                {message.channel === 'SMS' ? (
                  <IconMessage size={18} aria-hidden />
                ) : (
                  <IconMail size={18} aria-hidden />
                )}
                <Badge variant="light">{message.channel}</Badge>
                <Text fw={700} dir="ltr">
                  {message.recipient}
                </Text>
              </Group>
              <Text fz="sm" c="dimmed">
                {formatter.format(new Date(message.createdAt))}
              </Text>
            </Group>
            {message.subject && (
              <Text fw={600} mt="xs">
                {message.subject}
              </Text>
            )}
            <Text mt="xs" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {message.body}
            </Text>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}
