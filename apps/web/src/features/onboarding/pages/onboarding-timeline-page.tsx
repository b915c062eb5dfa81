/** `/digital-onboarding/timeLine`: where the application stands, milestone by milestone. */
import { Button, Container, Paper } from '@mantine/core';
import { ErrorState, LoadingState } from '../../../components/ui/async-states';
import { PageHeader } from '../../../components/ui/page-header';
import { Link } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';
import { useHistory } from '../api/get-history';
import { ApplicationHeader } from '../components/application-header';
import { ApplicationTimeline } from '../components/application-timeline';
import { MissingApplication } from '../components/missing-application';
import { useStoredApplication } from '../hooks/use-stored-application';

export function OnboardingTimelinePage() {
  const { t } = useTranslation('onboarding');
  const { stored, query, isForgotten } = useStoredApplication();
  const state = query.data?.state;
  const history = useHistory(stored, { isSettled: state === 'APPROVED' || state === 'REJECTED' });

  const content = (() => {
    if (!stored || isForgotten) {
      return <MissingApplication isForgotten={isForgotten} />;
    }
    if (query.isPending || history.isPending) {
      return <LoadingState rows={4} />;
    }
    if (query.isError || history.isError) {
      return (
        <ErrorState
          onRetry={() => {
            void query.refetch();
            void history.refetch();
          }}
        />
      );
    }
    const application = query.data;
    return (
      <>
        <ApplicationHeader
          application={application}
          actions={
            <>
              {application.state === 'DRAFT' && (
                <Button component={Link} to="/digital-onboarding/process">
                  {t('actions.resume')}
                </Button>
              )}
              <Button component={Link} to="/digital-onboarding/showDetails" variant="default">
                {t('actions.details')}
              </Button>
            </>
          }
        />
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          <ApplicationTimeline history={history.data} />
        </Paper>
      </>
    );
  })();

  return (
    <Container size="md" px={0}>
      <PageHeader title={t('timeline.title')} description={t('timeline.description')} />
      {content}
    </Container>
  );
}
