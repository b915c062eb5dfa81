/** `/auth/forgot-password`: online reset opens with secure sign-in; until then, the branch helps. */
import { Button, Group, Stack, Title } from '@mantine/core';
import { IconArrowLeft, IconKey } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OpeningSoonCard } from '../components/opening-soon-card';

export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  return (
    <Stack gap="lg">
      <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
        {t('forgotPassword.title')}
      </Title>
      <OpeningSoonCard
        icon={IconKey}
        title={t('forgotPassword.soonTitle')}
        body={t('forgotPassword.soonBody')}
      >
        <Group gap="sm" mt="xs">
          <Button
            component={Link}
            to="/auth/login"
            leftSection={<IconArrowLeft size={18} className="mirror-in-rtl" aria-hidden />}
          >
            {t('forgotPassword.backToLogin')}
          </Button>
          <Button component={Link} to="/contact-us/request" variant="default">
            {t('forgotPassword.contact')}
          </Button>
        </Group>
      </OpeningSoonCard>
    </Stack>
  );
}
