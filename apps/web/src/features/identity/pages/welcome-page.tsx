/** `/auth/welcome-to-albaraka`: the access exists; what the first sign-in will ask for. */
import { Button, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconConfetti, IconLogin2 } from '@tabler/icons-react';
import { Link } from '../../../lib/router';
import { SIGN_IN_NOW_PATH } from '../../../lib/sign-in-path';
import { useTranslation } from '../../../lib/use-translation';
import { getRegistration } from '../session/registration-store';

export function WelcomePage() {
  const { t } = useTranslation('auth');
  const created = getRegistration()?.created;
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} shadow="sm">
      <Stack gap="md">
        <ThemeIcon size={64} radius="xl" variant="light" aria-hidden>
          <IconConfetti size={34} stroke={1.6} />
        </ThemeIcon>
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          {t('register.welcomeTitle')}
        </Title>
        {created ? (
          <Text fz="lg" data-testid="welcome-username">
            {t('register.welcomeBody', { name: created.customerName, username: created.username ?? '' })}
          </Text>
        ) : (
          <Text fz="lg">{t('register.welcomeGeneric')}</Text>
        )}
        <Text fw={600}>{t('register.nextTitle')}</Text>
        <List spacing="xs">
          <List.Item>{t('register.nextTerms')}</List.Item>
          <List.Item>{t('register.nextQuestion')}</List.Item>
        </List>
        <Button
          component={Link}
          to={SIGN_IN_NOW_PATH}
          size="md"
          leftSection={<IconLogin2 size={18} aria-hidden />}
        >
          {t('register.signIn')}
        </Button>
      </Stack>
    </Paper>
  );
}
