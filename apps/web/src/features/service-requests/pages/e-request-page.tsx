/**
 * `/e-request`: the e-requests the bank offers (GET api/forms). A visitor sees what can be asked and
 * is invited to sign in; a customer picks one, fills it (drawn from its definition) and gets a receipt.
 */
import type { ServiceRequestReceipt } from '@baraka/contracts/service-requests/schemas';
import { Alert, Button, Container, Stack, Title } from '@mantine/core';
import { IconList, IconLogin2 } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/async-states';
import { PageHeader } from '../../../components/ui/page-header';
import { useLocalize } from '../../../lib/localized';
import { Link, useSearchParams } from '../../../lib/router';
import { isSignedIn, useSession } from '../../../lib/session-store';
import { SIGN_IN_NOW_PATH } from '../../../lib/sign-in-path';
import { useTranslation } from '../../../lib/use-translation';
import { useERequestForms } from '../api/e-request-forms';
import { FormPicker } from '../components/form-picker';
import { RequestForm } from '../components/request-form';
import { RequestReceipt } from '../components/request-receipt';

export function ERequestPage() {
  const { t } = useTranslation('requests');
  const localize = useLocalize();
  const session = useSession();
  const forms = useERequestForms();
  const [searchParams, setSearchParams] = useSearchParams();
  const [receipt, setReceipt] = useState<ServiceRequestReceipt | null>(null);
  const selectedName = searchParams.get('form');
  const signedIn = isSignedIn(session);

  const choose = (formName: string) => {
    setReceipt(null);
    setSearchParams({ form: formName }, { replace: true });
  };

  const content = (() => {
    if (forms.isPending) {
      return <LoadingState rows={3} height={96} />;
    }
    if (forms.isError) {
      return <ErrorState error={forms.error} onRetry={() => void forms.refetch()} />;
    }
    if (forms.data.length === 0) {
      return <EmptyState title={t('empty.forms.title')}>{t('empty.forms.body')}</EmptyState>;
    }
    if (!signedIn) {
      return (
        <Stack gap="lg">
          <FormPicker forms={forms.data} selected={null} />
          <Alert color="blue" variant="light" radius="md" title={t('visitor.title')}>
            {t('visitor.body')}
            <Button
              component={Link}
              to={SIGN_IN_NOW_PATH}
              mt="sm"
              display="flex"
              leftSection={<IconLogin2 size={18} aria-hidden />}
            >
              {t('visitor.login')}
            </Button>
          </Alert>
        </Stack>
      );
    }
    const selected = forms.data.find((form) => form.formName === selectedName) ?? null;
    return (
      <Stack gap="xl">
        <FormPicker forms={forms.data} selected={selected?.formName ?? null} onSelect={choose} />
        {receipt && <RequestReceipt receipt={receipt} onAnother={() => setReceipt(null)} />}
        {!receipt && selected && (
          <Stack gap="md">
            <Title order={2} fz="h3">
              {localize(selected.data.title)}
            </Title>
            <RequestForm key={selected.formName} form={selected} onFiled={setReceipt} />
          </Stack>
        )}
      </Stack>
    );
  })();

  return (
    <Container size="lg" px={0}>
      <PageHeader
        title={t('pages.eRequest.title')}
        description={t('pages.eRequest.description')}
        actions={
          signedIn ? (
            <Button
              component={Link}
              to="/e-request/list"
              variant="light"
              leftSection={<IconList size={18} aria-hidden />}
            >
              {t('actions.myERequests')}
            </Button>
          ) : undefined
        }
      />
      {content}
    </Container>
  );
}
