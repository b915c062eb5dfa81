/**
 * `/auth/login`. Secure sign-in (identity provider, spec §4) is not open yet: the page says so
 * plainly, keeps the page the visitor was sent from, and offers the public services meanwhile.
 */
import { Alert, Anchor, Button, Group, Stack, Title } from '@mantine/core';
import { IconArrowLeft, IconInfoCircle, IconShieldLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { OpeningSoonCard } from '../components/opening-soon-card';

export function LoginPage() {
  const { t } = useTranslation(['auth', 'common']);
  const [searchParams] = useSearchParams();
  const hasRedirect = Boolean(searchParams.get('redirectPath'));
  return (
    <Stack gap="lg">
      <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
        {t('login.title')}
      </Title>
      {hasRedirect && (
        <Alert variant="light" color="ocean" radius="md" icon={<IconInfoCircle aria-hidden />}>
          {t('login.redirectNotice')}
        </Alert>
      )}
      <OpeningSoonCard icon={IconShieldLock} title={t('login.soonTitle')} body={t('login.soonBody')}>
        <Group gap="sm" mt="xs">
          <Button
            component={Link}
            to="/dashboard"
            leftSection={<IconArrowLeft size={18} className="mirror-in-rtl" aria-hidden />}
          >
            {t('actions.backToDashboard', { ns: 'common' })}
          </Button>
          <Button component={Link} to="/products/list" variant="default">
            {t('login.discover')}
          </Button>
        </Group>
        <Anchor component={Link} to="/auth/forgot-password" fz="sm" fw={600}>
          {t('login.forgotPassword')}
        </Anchor>
      </OpeningSoonCard>
    </Stack>
  );
}
