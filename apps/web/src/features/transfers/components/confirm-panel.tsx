/**
 * The end of the review: "modify" or "confirm"; then the one-time code, the booking, and what to
 * do when it did not go through (retry with the same key, a new code, or modify the transfer).
 */
import { Alert, Button, Group, List, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconEdit, IconLock, IconRefresh, IconShieldCheck } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { ChallengeStep } from '../../../components/challenge/challenge-step';
import actions from '../../../components/ui/form-actions.module.css';
import { useTranslation } from '../../../lib/use-translation';
import { useProblemText } from '../hooks/use-problem-text';
import type { useTransferConfirmation } from '../hooks/use-transfer-confirmation';
import { isBusy } from '../utils/confirmation';
import type { DraftField, DraftProblems, FieldProblem } from '../utils/draft-validation';
import { FailureAlert } from './failure-alert';

type ConfirmPanelProps = {
  confirmation: ReturnType<typeof useTransferConfirmation>;
  needsCode: boolean;
  /** Back to the form, with the bank's field refusals when there are some. */
  onModify: (problems?: DraftProblems) => void;
};

/** The bank refused a detail only it can check (a new payee's name): say which, before "modify". */
function FieldsAlert({ problems }: { problems: DraftProblems }) {
  const { t } = useTranslation('transfers');
  const problemText = useProblemText();
  const entries = Object.entries(problems) as [DraftField, FieldProblem][];
  return (
    <Alert
      color="red"
      variant="light"
      radius="lg"
      title={t('review.fixDetails')}
      icon={<IconAlertTriangle aria-hidden />}
      role="alert"
      data-testid="failure-fields"
    >
      <List size="sm" spacing={4}>
        {entries.map(([field, problem]) => (
          <List.Item key={field}>{problemText(field, problem)}</List.Item>
        ))}
      </List>
    </Alert>
  );
}

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

  const failure = state.step === 'failed' ? state.failure : null;
  const modifyButton = (
    <Button
      variant={failure?.kind === 'fields' ? 'filled' : 'default'}
      size="md"
      onClick={() => onModify(failure?.kind === 'fields' ? failure.problems : undefined)}
      leftSection={<IconEdit size={18} aria-hidden />}
      data-testid="transfer-modify"
    >
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

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        {failure && <FailureAlert failure={failure} />}
        {failure?.kind === 'fields' && <FieldsAlert problems={failure.problems} />}
        <Group gap="xs" wrap="nowrap" align="flex-start">
          {needsCode ? <IconLock size={18} aria-hidden /> : <IconShieldCheck size={18} aria-hidden />}
          <Text fz="sm" c="dimmed">
            {needsCode ? t('review.otpNotice') : t('review.noOtpNotice')}
          </Text>
        </Group>
        <div className={actions.actions}>
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
        </div>
      </Stack>
    </Paper>
  );
}
