/** `/reclamation` and `/suggestion`: the form (drawn from its definition), then the receipt. */
import type { ServiceRequestReceipt } from '@baraka/contracts/service-requests/schemas';
import { Button, Container } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useState } from 'react';
import { ErrorState, LoadingState } from '../../../components/ui/async-states';
import { PageHeader } from '../../../components/ui/page-header';
import { Link } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';
import { type ServiceFormType, useServiceForm } from '../api/service-form';
import { RequestForm } from '../components/request-form';
import { HISTORY_PATHS, RequestReceipt } from '../components/request-receipt';

function ServiceFormPage({ type }: { type: ServiceFormType }) {
  const { t } = useTranslation('requests');
  const form = useServiceForm(type);
  const [receipt, setReceipt] = useState<ServiceRequestReceipt | null>(null);
  // A new key after each filing gives the next request an empty form.
  const [round, setRound] = useState(0);

  const content = (() => {
    if (receipt) {
      return (
        <RequestReceipt
          receipt={receipt}
          onAnother={() => {
            setReceipt(null);
            setRound((value) => value + 1);
          }}
        />
      );
    }
    if (form.isPending) {
      return <LoadingState rows={3} height={64} />;
    }
    if (form.isError) {
      return <ErrorState error={form.error} onRetry={() => void form.refetch()} />;
    }
    return <RequestForm key={round} form={form.data} onFiled={setReceipt} />;
  })();

  return (
    <Container size="md" px={0}>
      <PageHeader
        title={t(`pages.${type}.title`)}
        description={t(`pages.${type}.description`)}
        actions={
          <Button
            component={Link}
            to={HISTORY_PATHS[type]}
            variant="light"
            leftSection={<IconHistory size={18} aria-hidden />}
          >
            {t('actions.history')}
          </Button>
        }
      />
      {content}
    </Container>
  );
}

export function ReclamationPage() {
  return <ServiceFormPage type="RECLAMATION" />;
}

export function SuggestionPage() {
  return <ServiceFormPage type="SUGGESTION" />;
}
