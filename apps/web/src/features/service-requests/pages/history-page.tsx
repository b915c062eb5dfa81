/** `/suggestion-reclamation/historic`: the customer's complaints and suggestions, with their status. */
import { Button, Container, Group, Tabs } from '@mantine/core';
import { IconBulb, IconMessageReport } from '@tabler/icons-react';
import { PageHeader } from '../../../components/ui/page-header';
import { Link, useSearchParams } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';
import { RequestList } from '../components/request-list';

const TABS = ['RECLAMATION', 'SUGGESTION'] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => TABS.includes(value as Tab);

export function HistoryPage() {
  const { t } = useTranslation('requests');
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = isTab(searchParams.get('tab')) ? (searchParams.get('tab') as Tab) : 'RECLAMATION';
  const newButtons = (
    <Group gap="sm">
      <Button component={Link} to="/reclamation" leftSection={<IconMessageReport size={18} aria-hidden />}>
        {t('actions.newReclamation')}
      </Button>
      <Button
        component={Link}
        to="/suggestion"
        variant="light"
        leftSection={<IconBulb size={18} aria-hidden />}
      >
        {t('actions.newSuggestion')}
      </Button>
    </Group>
  );
  return (
    <Container size="md" px={0}>
      <PageHeader
        title={t('pages.history.title')}
        description={t('pages.history.description')}
        actions={newButtons}
      />
      <Tabs
        value={tab}
        onChange={(value) =>
          setSearchParams(isTab(value) && value !== 'RECLAMATION' ? { tab: value } : {}, { replace: true })
        }
        keepMounted={false}
      >
        <Tabs.List mb="lg">
          <Tabs.Tab value="RECLAMATION" leftSection={<IconMessageReport size={16} aria-hidden />}>
            {t('tabs.RECLAMATION')}
          </Tabs.Tab>
          <Tabs.Tab value="SUGGESTION" leftSection={<IconBulb size={16} aria-hidden />}>
            {t('tabs.SUGGESTION')}
          </Tabs.Tab>
        </Tabs.List>
        {TABS.map((kind) => (
          <Tabs.Panel key={kind} value={kind}>
            <RequestList kind={kind} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Container>
  );
}
