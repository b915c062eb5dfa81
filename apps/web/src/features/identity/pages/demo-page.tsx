/**
 * `/demo` (the menu's "demo" entry): opens the online bank on a fictitious customer, read-only;
 * a banner stays on every page and leaving the demo signs out (spec §1, §4).
 */
import { Alert, Button, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconInfoCircle, IconPresentation } from '@tabler/icons-react';
import { useState } from 'react';
import { getErrorMessage } from '../../../lib/api-error';
import { useNavigate } from '../../../lib/router';
import { isSignedIn, useSession } from '../../../lib/session-store';
import { useTranslation } from '../../../lib/use-translation';
import { postStartDemo } from '../api/start-demo';
import { applyLoginResult } from '../session/login-flow';

const HIGHLIGHTS = ['accounts', 'cards', 'transfers', 'readOnly'] as const;

export function DemoPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const session = useSession();
  const [isStarting, setIsStarting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const isCustomer = isSignedIn(session) && !session.isDemo;

  const start = () => {
    if (session.isDemo) {
      void navigate('/private-dashboard');
      return;
    }
    setIsStarting(true);
    setError(null);
    postStartDemo().then(
      (result) => {
        applyLoginResult(result);
        void navigate('/private-dashboard', { replace: true });
      },
      (caught: unknown) => {
        setIsStarting(false);
        setError(caught instanceof Error ? caught.message : getErrorMessage('COMMON.DEFAULT_ERROR_MSG'));
      },
    );
  };

  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 48 }} maw={720} mx="auto">
      <Stack gap="md">
        <ThemeIcon size={64} radius="xl" variant="light" aria-hidden>
          <IconPresentation size={34} stroke={1.6} />
        </ThemeIcon>
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          {t('demo.title')}
        </Title>
        <Text fz="lg">{t('demo.body')}</Text>
        <List spacing="xs" icon={<IconCheck size={18} aria-hidden />} center>
          {HIGHLIGHTS.map((item) => (
            <List.Item key={item}>{t(`demo.highlights.${item}`)}</List.Item>
          ))}
        </List>
        {isCustomer && (
          <Alert variant="light" color="ocean" icon={<IconInfoCircle aria-hidden />}>
            {t('demo.signedIn')}
          </Alert>
        )}
        {error && (
          <Text c="red.8" role="alert">
            {error}
          </Text>
        )}
        <Button size="lg" onClick={start} loading={isStarting} disabled={isCustomer} data-testid="start-demo">
          {t('demo.start')}
        </Button>
      </Stack>
    </Paper>
  );
}
