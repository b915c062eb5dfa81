/** What a page about "my application" shows when this browser holds none (or the server forgot it). */
import { Button, Group, Text } from '@mantine/core';
import { EmptyState } from '../../../components/ui/async-states';
import { Link } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';

export function MissingApplication({ isForgotten = false }: { isForgotten?: boolean }) {
  const { t } = useTranslation('onboarding');
  return (
    <EmptyState title={t(isForgotten ? 'missing.forgottenTitle' : 'missing.title')}>
      <Text fz="sm" c="dimmed" maw={460}>
        {t('missing.body')}
      </Text>
      <Group gap="sm" justify="center" mt="xs">
        <Button component={Link} to="/digital-onboarding/process">
          {t('start.begin')}
        </Button>
        <Button component={Link} to="/digital-onboarding" variant="default">
          {t('missing.learnMore')}
        </Button>
      </Group>
    </EmptyState>
  );
}
