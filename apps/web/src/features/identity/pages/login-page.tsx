/**
 * `/auth/login`: "Se connecter" sends the person to the bank's secure sign-in page (the identity
 * provider, spec §4) and brings them back to the page they asked for (`redirectPath`). Reached from
 * a "sign in" button (`?start=1`), it goes on to that page at once. Fingerprint sign-in is offered
 * only where the device has a sensor (a platform authenticator) to use.
 */
import { Alert, Anchor, Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconFingerprint, IconInfoCircle, IconLogin2, IconShieldLock } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { getErrorMessage } from '../../../lib/api-error';
import { isFingerprintUsable } from '../../../lib/fingerprint';
import { Link, useNavigate, useSearchParams } from '../../../lib/router';
import { SIGN_IN_START_PARAM } from '../../../lib/sign-in-path';
import { useTranslation } from '../../../lib/use-translation';
import { FingerprintAlert, type FingerprintAlertKind } from '../components/fingerprint-alert';
import { loginWithFingerprint } from '../session/fingerprint-login';
import { beginLogin, stashLoginOutcome } from '../session/login-flow';
import { useLoginNotice } from './use-login-notice';

export function LoginPage() {
  const { t } = useTranslation(['auth', 'common']);
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const redirectPath = searchParams.get('redirectPath');
  const notice = useLoginNotice(searchParams);
  const [isStarting, setIsStarting] = useState(false);
  const [startError, setStartError] = useState<string | null>(null);
  const [fingerprintAlert, setFingerprintAlert] = useState<FingerprintAlertKind | null>(
    searchParams.get('fip') === 'unavailable' ? 'unavailable' : null,
  );
  const [isFingerprintBusy, setIsFingerprintBusy] = useState(false);
  const [canUseFingerprint, setCanUseFingerprint] = useState(false);
  const startsAtOnce = searchParams.get(SIGN_IN_START_PARAM) === '1' && !notice;
  const hasStarted = useRef(false);

  const signInWithFingerprint = () => {
    setIsFingerprintBusy(true);
    setStartError(null);
    loginWithFingerprint()
      .then((outcome) => {
        if (outcome.status === 'unavailable' || outcome.status === 'not-enrolled') {
          setFingerprintAlert(outcome.status);
        } else if (outcome.status === 'challenge') {
          stashLoginOutcome({ status: 'challenge', challenge: outcome.challenge, redirectPath });
          void navigate('/auth/callback');
        } else {
          void navigate(redirectPath ?? '/private-dashboard', { replace: true });
        }
      })
      .catch((error: unknown) => setStartError(error instanceof Error ? error.message : String(error)))
      .finally(() => setIsFingerprintBusy(false));
  };

  const start = () => {
    setIsStarting(true);
    setStartError(null);
    beginLogin({ redirectPath }).catch((error: unknown) => {
      setIsStarting(false);
      setStartError(error instanceof Error ? error.message : getErrorMessage('COMMON.DEFAULT_ERROR_MSG'));
    });
  };

  useEffect(() => {
    let isCurrent = true;
    void isFingerprintUsable().then((usable) => {
      if (isCurrent) {
        setCanUseFingerprint(usable);
      }
    });
    return () => {
      isCurrent = false;
    };
  }, []);

  // Once only, even when React runs effects twice in development.
  // biome-ignore lint/correctness/useExhaustiveDependencies: start reads the URL of this first render
  useEffect(() => {
    if (startsAtOnce && !hasStarted.current) {
      hasStarted.current = true;
      start();
    }
  }, [startsAtOnce]);

  return (
    <Stack gap="lg">
      <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
        {t('login.title')}
      </Title>
      {notice && (
        <Alert
          variant="light"
          color={notice.tone === 'error' ? 'red' : 'ocean'}
          radius="md"
          icon={<IconInfoCircle aria-hidden />}
          role={notice.tone === 'error' ? 'alert' : 'status'}
          data-testid="login-notice"
        >
          {notice.text}
        </Alert>
      )}
      {!notice && redirectPath && (
        <Alert variant="light" color="ocean" radius="md" icon={<IconInfoCircle aria-hidden />}>
          {t('login.redirectNotice')}
        </Alert>
      )}
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} shadow="sm">
        <Stack gap="md">
          <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
            <IconShieldLock size={30} stroke={1.6} />
          </ThemeIcon>
          <Title order={2} fz="h3">
            {t('login.secureTitle')}
          </Title>
          <Text c="dimmed">{t('login.secureBody')}</Text>
          <Button
            size="lg"
            fullWidth
            loading={isStarting}
            onClick={start}
            leftSection={<IconLogin2 size={20} aria-hidden />}
            data-testid="login-button"
          >
            {t('actions.login', { ns: 'common' })}
          </Button>
          {canUseFingerprint && (
            <Button
              variant="default"
              size="md"
              fullWidth
              loading={isFingerprintBusy}
              onClick={signInWithFingerprint}
              leftSection={<IconFingerprint size={20} aria-hidden />}
              data-testid="fingerprint-login"
            >
              {t('fingerprint.login')}
            </Button>
          )}
          {startError && (
            <Text c="red.8" fz="sm" role="alert">
              {t('login.startFailed')}
            </Text>
          )}
          <Group justify="space-between" gap="sm">
            <Anchor component={Link} to="/auth/forgot-password" fz="sm" fw={600}>
              {t('login.forgotPassword')}
            </Anchor>
            <Anchor component={Link} to="/dashboard" fz="sm" fw={600}>
              {t('login.discover')}
            </Anchor>
          </Group>
        </Stack>
      </Paper>
      <Text c="dimmed" fz="sm">
        {t('login.firstAccess')}
      </Text>
      <Text fz="sm">
        {t('login.noAccess')}{' '}
        <Anchor component={Link} to="/auth/register" fw={600} data-testid="register-link">
          {t('login.register')}
        </Anchor>
      </Text>
      <FingerprintAlert kind={fingerprintAlert} onClose={() => setFingerprintAlert(null)} />
    </Stack>
  );
}
