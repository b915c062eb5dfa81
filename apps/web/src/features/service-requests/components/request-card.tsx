/** One request in a history: what it is, when, its status, the answers given and the bank's answer. */
import type { ServiceRequestAnswer, ServiceRequestSummary } from '@baraka/contracts/service-requests/schemas';
import { Blockquote, Group, Paper, Stack, Text } from '@mantine/core';
import { IconMessageReply } from '@tabler/icons-react';
import { formatDate, formatIsoDate } from '../../../lib/format';
import { useLocalize } from '../../../lib/localized';
import { useTranslation } from '../../../lib/use-translation';
import { StatusBadge } from './status-badge';

export function RequestCard({ request }: { request: ServiceRequestSummary }) {
  const { t, i18n } = useTranslation('requests');
  const localize = useLocalize();
  const showAnswer = (answer: ServiceRequestAnswer) => {
    if (typeof answer.value !== 'string') {
      return localize(answer.value);
    }
    return answer.type === 'date' ? formatIsoDate(answer.value, i18n.language) : answer.value;
  };
  return (
    <Paper component="li" withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} data-testid="request-card">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
          <div>
            <Text fw={600}>{localize(request.title)}</Text>
            <Text fz="xs" c="dimmed">
              <span dir="ltr">{request.reference}</span> ·{' '}
              {t('card.sentOn', { date: formatDate(request.createdAt, i18n.language) })}
            </Text>
          </div>
          <StatusBadge status={request.status} />
        </Group>
        <Stack gap={4} component="dl" m={0}>
          {request.answers.map((answer) => (
            <Group key={answer.key} gap={6} wrap="nowrap" align="flex-start">
              <Text component="dt" fz="sm" c="dimmed" style={{ flexShrink: 0 }}>
                {t('card.label', { label: localize(answer.label) })}
              </Text>
              <Text
                component="dd"
                fz="sm"
                m={0}
                dir="auto"
                style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}
              >
                {showAnswer(answer)}
              </Text>
            </Group>
          ))}
        </Stack>
        {request.response && (
          <Blockquote
            color="teal"
            icon={<IconMessageReply size={18} aria-hidden />}
            p="sm"
            mt={4}
            iconSize={30}
            radius="md"
          >
            <Text fz="xs" fw={600} mb={4}>
              {t('card.response', { date: formatDate(request.updatedAt, i18n.language) })}
            </Text>
            <Text fz="sm" dir="auto" style={{ whiteSpace: 'pre-line' }}>
              {request.response}
            </Text>
          </Blockquote>
        )}
      </Stack>
    </Paper>
  );
}
