/** `/business-process-store/task`: the application's current task, whose it is, and the way to it. */
import { Button, Container, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingBank, IconUser } from '@tabler/icons-react';
import { ErrorState, LoadingState } from '../../../components/ui/async-states';
import { PageHeader } from '../../../components/ui/page-header';
import { Link } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';
import { MissingApplication } from '../components/missing-application';
import { StateBadge } from '../components/state-badge';
import { useStoredApplication } from '../hooks/use-stored-application';

export function OnboardingTaskPage() {
  const { t } = useTranslation('onboarding');
  const { stored, query, isForgotten } = useStoredApplication();

  const content = (() => {
    if (!stored || isForgotten) {
      return <MissingApplication isForgotten={isForgotten} />;
    }
    if (query.isPending) {
      return <LoadingState rows={2} />;
    }
    if (query.isError) {
      return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
    }
    const application = query.data;
    const isApplicantTask = application.resumeStep !== null;
    const taskKey = application.resumeStep ?? application.state;
    return (
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <Group justify="space-between" gap="xs">
            <Text fz="sm" c="dimmed" dir="ltr">
              {application.reference}
            </Text>
            <StateBadge state={application.state} />
          </Group>
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <ThemeIcon
              size={44}
              radius="xl"
              variant="light"
              color={isApplicantTask ? 'orange' : 'ocean'}
              aria-hidden
            >
              {isApplicantTask ? <IconUser size={24} /> : <IconBuildingBank size={24} />}
            </ThemeIcon>
            <Stack gap={4}>
              <Text fz="sm" c="dimmed">
                {t(isApplicantTask ? 'task.yours' : 'task.bank')}
              </Text>
              <Title order={2} fz="h3" data-testid="onboarding-task">
                {t(`task.names.${taskKey}`)}
              </Title>
              <Text fz="sm">{t(`task.details.${taskKey}`)}</Text>
            </Stack>
          </Group>
          <Group gap="sm">
            {isApplicantTask && (
              <Button component={Link} to={`/digital-onboarding/process?step=${application.resumeStep}`}>
                {t('task.doIt')}
              </Button>
            )}
            <Button component={Link} to="/digital-onboarding/timeLine" variant="default">
              {t('actions.timeline')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    );
  })();

  return (
    <Container size="md" px={0}>
      <PageHeader title={t('task.title')} description={t('task.description')} />
      {content}
    </Container>
  );
}
