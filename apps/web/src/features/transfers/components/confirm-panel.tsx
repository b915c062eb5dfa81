/**
 * The end of the review: "modify" or "confirm"; then the one-time code, the booking, and what to
 * do when it did not go through (retry with the same key, a new code, or modify the transfer).
 */
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconEdit, IconLock, IconRefresh, IconShieldCheck } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ChallengeStep } from '../../../components/challenge/challenge-step';
import type { useTransferConfirmation } from '../hooks/use-transfer-confirmation';
import { isBusy } from '../utils/confirmation';
import { FailureAlert } from './failure-alert';

type ConfirmPanelProps = {
  confirmation: ReturnType<typeof useTransferConfirmation>;
  needsCode: boolean;
  onModify: () => void;
};

export function ConfirmPanel({ confirmation, needsCode, onModify }: ConfirmPanelProps) {
  const { t } = useTranslation('transfers');
  const { state } = confirmation;
  const panelRef = useRef<HTMLDivElement>(null);

  // The code arrives below the summary: bring it into view and into the keyboard's reach.
  useEffect(() => {
    if (state.step === 'challenge') {
      panelRef.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
      panelRef.current?.querySelector<HTMLInputElement>('input')?.focus({ preventScroll: true });
    }
  }, [state.step]);

  if (state.step === 'challenge') {
    return (
      <div ref={panelRef}>
        <ChallengeStep
          challenge={state.challenge}
          onComplete={confirmation.completeChallenge}
          onCancel={confirmation.cancel}
        />
      </div>
    );
  }

  const modifyButton = (
    <Button variant="default" size="md" onClick={onModify} leftSection={<IconEdit size={18} aria-hidden />}>
      {t('review.modify')}
    </Button>
  );

  if (state.step === 'interrupted') {
    return (
      <FailureAlert failure={{ kind: 'interrupted', message: state.message }}>
        <Button
          mt="sm"
          leftSection={<IconRefresh size={16} aria-hidden />}
          onClick={confirmation.confirm}
          data-testid="transfer-retry"
        >
          {t('failures.interrupted.retry')}
        </Button>
      </FailureAlert>
    );
  }

  const failure = state.step === 'failed' ? state.failure : null;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        {failure && <FailureAlert failure={failure} />}
        {failure?.kind === 'fields' && (
          <Text fz="sm" c="red" role="alert">
            {t('review.fixDetails')}
          </Text>
        )}
        <Group gap="xs" wrap="nowrap" align="flex-start">
          {needsCode ? <IconLock size={18} aria-hidden /> : <IconShieldCheck size={18} aria-hidden />}
          <Text fz="sm" c="dimmed">
            {needsCode ? t('review.otpNotice') : t('review.noOtpNotice')}
          </Text>
        </Group>
        <Group justify="flex-end" gap="sm" wrap="wrap-reverse">
          {modifyButton}
          <Button
            size="md"
            onClick={confirmation.confirm}
            loading={isBusy(state)}
            disabled={failure !== null && failure.kind !== 'voided' && failure.kind !== 'other'}
            data-testid="transfer-confirm"
          >
            {failure?.kind === 'voided' ? t('review.newCode') : t('review.confirm')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
