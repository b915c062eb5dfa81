/** `/digital-onboarding/showDetails`: what was entered and sent, as the bank received it. */
import { Button, Container } from '@mantine/core';
import { ErrorState, LoadingState } from '../../../components/ui/async-states';
import { PageHeader } from '../../../components/ui/page-header';
import { Link } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';
import { ApplicationHeader } from '../components/application-header';
import { ApplicationSummary } from '../components/application-summary';
import { MissingApplication } from '../components/missing-application';
import { useStoredApplication } from '../hooks/use-stored-application';

export function OnboardingDetailsPage() {
  const { t } = useTranslation('onboarding');
  const { stored, query, isForgotten } = useStoredApplication();

  const content = (() => {
    if (!stored || isForgotten) {
      return <MissingApplication isForgotten={isForgotten} />;
    }
    if (query.isPending) {
      return <LoadingState rows={4} />;
    }
    if (query.isError) {
      return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
    }
    return (
      <>
        <ApplicationHeader
          application={query.data}
          actions={
            <Button component={Link} to="/digital-onboarding/timeLine" variant="default">
              {t('actions.timeline')}
            </Button>
          }
        />
        <ApplicationSummary stored={stored} application={query.data} />
      </>
    );
  })();

  return (
    <Container size="md" px={0}>
      <PageHeader title={t('details.title')} description={t('details.description')} />
      {content}
    </Container>
  );
}
