/** OTP.300: the 6-digit code, a throttled "send a new code", and the fallback when there is one. */
import { Anchor, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconMessage2Code } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { requestFallback, resendOtp, validateOtp } from '../../lib/challenges';
import { useTranslation } from '../../lib/use-translation';
import type { StepProps } from './challenge-step';
import { StepActions } from './step-actions';
import { useSecondsUntil } from './use-seconds-until';

export function OtpStep({ challenge, isBusy, error, run, onCancel, onChallengeUpdate, payload }: StepProps) {
  const { t } = useTranslation('challenges');
  const [otp, setOtp] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const resendIn = useSecondsUntil(challenge.resendAvailableAt);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    run(() => validateOtp(challenge.challengeKey, otp, payload));
  };
  const resend = () => {
    setNotice(null);
    resendOtp(challenge.challengeKey).then(
      (updated) => {
        onChallengeUpdate(updated);
        setOtp('');
        setNotice(t('otp.resent'));
      },
      (caught: unknown) => setNotice(caught instanceof Error ? caught.message : String(caught)),
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <IconMessage2Code size={28} aria-hidden />
          <Title order={2} fz="h3">
            {t('otp.title')}
          </Title>
        </Group>
        <Text c="dimmed">
          {t('otp.body', {
            channel: t(challenge.channel === 'EMAIL' ? 'otp.email' : 'otp.sms'),
            destination: challenge.maskedDestination ?? '',
          })}
        </Text>
        <TextInput
          label={t('otp.label')}
          value={otp}
          onChange={(event) => setOtp(event.currentTarget.value.replace(/\D/g, '').slice(0, 6))}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          size="lg"
          dir="ltr"
          styles={{ input: { letterSpacing: '0.5em', textAlign: 'center', fontWeight: 700 } }}
          error={error}
          data-testid="otp-input"
          data-autofocus
        />
        {notice && (
          <Text fz="sm" role="status">
            {notice}
          </Text>
        )}
        <Group gap="md" justify="space-between">
          {challenge.resendAvailableAt !== null && (
            <Button variant="subtle" px={0} onClick={resend} disabled={resendIn > 0 || isBusy}>
              {resendIn > 0 ? t('otp.resendIn', { seconds: resendIn }) : t('otp.resend')}
            </Button>
          )}
          {challenge.hasFallback && (
            <Anchor
              component="button"
              type="button"
              fz="sm"
              onClick={() => run(() => requestFallback(challenge.challengeKey))}
            >
              {t('otp.fallback')}
            </Anchor>
          )}
        </Group>
        <StepActions
          submitLabel={t('otp.submit')}
          isBusy={isBusy}
          onCancel={onCancel}
          isDisabled={otp.length !== 6}
        />
      </Stack>
    </form>
  );
}
