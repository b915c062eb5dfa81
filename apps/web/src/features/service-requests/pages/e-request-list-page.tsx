/** `/e-request/list`: the customer's e-requests with their status. */
import { Button, Container } from '@mantine/core';
import { IconFilePlus } from '@tabler/icons-react';
import { PageHeader } from '../../../components/ui/page-header';
import { Link } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';
import { RequestList } from '../components/request-list';

export function ERequestListPage() {
  const { t } = useTranslation('requests');
  const newRequest = (
    <Button component={Link} to="/e-request" leftSection={<IconFilePlus size={18} aria-hidden />}>
      {t('actions.newERequest')}
    </Button>
  );
  return (
    <Container size="md" px={0}>
      <PageHeader
        title={t('pages.eRequestList.title')}
        description={t('pages.eRequestList.description')}
        actions={newRequest}
      />
      <RequestList kind="E_REQUEST" />
    </Container>
  );
}
