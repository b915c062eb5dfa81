/** `/appointment/request`: a visitor asks for an appointment at a branch. */
import type { AppointmentReceipt } from '@baraka/contracts/appointments/schemas';
import { Container } from '@mantine/core';
import { useAgencies } from '../../../api/branches';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/async-states';
import { PageHeader } from '../../../components/ui/page-header';
import { useNavigate } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';
import { useAppointmentDefinition } from '../api/get-appointment-definition';
import { AppointmentForm } from '../components/appointment-form';

export const APPOINTMENT_SUCCESS_PATH = '/appointment/request-success';

export function AppointmentRequestPage() {
  const { t } = useTranslation('appointments');
  const navigate = useNavigate();
  const definition = useAppointmentDefinition();
  const agencies = useAgencies();
  const showReceipt = (receipt: AppointmentReceipt) =>
    navigate(APPOINTMENT_SUCCESS_PATH, { state: { receipt } });

  const content = (() => {
    if (definition.isPending || agencies.isPending) {
      return <LoadingState rows={6} height={56} />;
    }
    if (definition.isError || agencies.isError) {
      return (
        <ErrorState
          onRetry={() => {
            void definition.refetch();
            void agencies.refetch();
          }}
        />
      );
    }
    if (agencies.data.length === 0 || definition.data.firstDate === null) {
      return <EmptyState title={t('empty.title')}>{t('empty.body')}</EmptyState>;
    }
    return <AppointmentForm definition={definition.data} agencies={agencies.data} onDone={showReceipt} />;
  })();

  return (
    <Container size="md" px={0}>
      <PageHeader title={t('request.title')} description={t('request.description')} />
      {content}
    </Container>
  );
}
