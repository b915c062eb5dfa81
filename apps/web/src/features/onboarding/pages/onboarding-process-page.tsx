/** `/digital-onboarding/process`: the four steps, each saved as it is validated; `?step=` keeps the place. */
import { Container } from '@mantine/core';
import { useAgencies } from '../../../api/branches';
import { ErrorState, LoadingState } from '../../../components/ui/async-states';
import { PageHeader } from '../../../components/ui/page-header';
import { Navigate, useNavigate, useSearchParams } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';
import { ContactStep } from '../components/contact-step';
import { DocumentsStep } from '../components/documents-step';
import { IdentityStep } from '../components/identity-step';
import { MissingApplication } from '../components/missing-application';
import { OnboardingStepper } from '../components/onboarding-stepper';
import { SummaryStep } from '../components/summary-step';
import { useStoredApplication } from '../hooks/use-stored-application';
import { getReachableSteps, isProcessStep, type ProcessStep } from '../utils/process-steps';

export const TIMELINE_PATH = '/digital-onboarding/timeLine';

export function OnboardingProcessPage() {
  const { t } = useTranslation('onboarding');
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const { stored, setStored, query, isForgotten } = useStoredApplication();
  const agencies = useAgencies();
  const application = query.data;
  const reachable = getReachableSteps(application);
  const requested = params.get('step');
  const step: ProcessStep =
    isProcessStep(requested) && reachable.includes(requested)
      ? requested
      : (application?.resumeStep ?? 'identity');
  const goTo = (next: ProcessStep) => setParams({ step: next });

  const content = (() => {
    if (isForgotten) {
      return <MissingApplication isForgotten />;
    }
    if ((stored && query.isPending) || agencies.isPending) {
      return <LoadingState rows={5} height={56} />;
    }
    if (query.isError || agencies.isError) {
      return (
        <ErrorState
          onRetry={() => {
            void query.refetch();
            void agencies.refetch();
          }}
        />
      );
    }
    if (application && application.state !== 'DRAFT') {
      return <Navigate to={TIMELINE_PATH} replace />;
    }
    if (step === 'identity' || !stored || !application) {
      return (
        <IdentityStep
          stored={application ? stored : null}
          application={application}
          agencies={agencies.data}
          onDone={(saved) => {
            setStored(saved);
            goTo('documents');
          }}
        />
      );
    }
    if (step === 'documents') {
      return (
        <DocumentsStep
          stored={stored}
          application={application}
          onBack={() => goTo('identity')}
          onDone={() => goTo('contact')}
        />
      );
    }
    if (step === 'contact') {
      return (
        <ContactStep
          stored={stored}
          application={application}
          onBack={() => goTo('documents')}
          onDone={() => goTo('summary')}
        />
      );
    }
    return (
      <SummaryStep
        stored={stored}
        application={application}
        onEdit={goTo}
        onSubmitted={() => void navigate(TIMELINE_PATH)}
      />
    );
  })();

  return (
    <Container size="md" px={0}>
      <PageHeader title={t('process.title')} description={t(`steps.descriptions.${step}`)} />
      <OnboardingStepper active={step} reachable={reachable} onSelect={goTo} />
      {content}
    </Container>
  );
}
