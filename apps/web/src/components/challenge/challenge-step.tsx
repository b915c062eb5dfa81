/**
 * Shows the current step of a challenge (spec §4: OTP.300, TERM_COND, SEQ-406, SEQ-404, COR.210),
 * sends the answer, moves on to the next step the server asks for, and reports the final result.
 */
import {
  type Challenge,
  type ContinueResult,
  wrongAnswerDetailsSchema,
} from '@baraka/contracts/identity/challenges';
import { Alert, Paper } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { ApiError } from '../../lib/api-error';
import { readChallenge } from '../../lib/challenges';
import { useTranslation } from '../../lib/use-translation';
import { OtpStep } from './otp-step';
import { QuestionStep } from './question-step';
import { TermsStep } from './terms-step';

export type ChallengeStepProps = {
  challenge: Challenge;
  onComplete: (result: ContinueResult) => void;
  onCancel: () => void;
  /** The operation as the page still shows it: a changed payload voids the code (dynamic linking). */
  payload?: unknown;
};

export type StepProps = {
  challenge: Challenge;
  isBusy: boolean;
  error: string | null;
  /** Runs one call; a next step or the final result is handled here. */
  run: (call: () => Promise<ContinueResult>) => void;
  onCancel: () => void;
  onChallengeUpdate: (challenge: Challenge) => void;
  payload?: unknown;
};

function describeError(
  error: unknown,
  t: (key: string, options?: Record<string, unknown>) => string,
): string {
  if (error instanceof ApiError) {
    const wrongAnswer = wrongAnswerDetailsSchema.safeParse(error.details);
    if (error.code === 'CHALLENGE.INVALID_CODE' && wrongAnswer.success && wrongAnswer.data.attemptsLeft > 0) {
      return t('otp.attemptsLeft', { count: wrongAnswer.data.attemptsLeft });
    }
    return error.message;
  }
  return error instanceof Error ? error.message : String(error);
}

export function ChallengeStep({ challenge: initial, onComplete, onCancel, payload }: ChallengeStepProps) {
  const { t } = useTranslation('challenges');
  const [challenge, setChallenge] = useState(initial);
  const [isFallback, setIsFallback] = useState(false);
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = (call: () => Promise<ContinueResult>) => {
    setIsBusy(true);
    setError(null);
    call().then(
      (result) => {
        setIsBusy(false);
        onComplete(result);
      },
      (caught: unknown) => {
        setIsBusy(false);
        const next = readChallenge(caught);
        if (next) {
          setIsFallback(caught instanceof ApiError && caught.code === 'COR.210');
          setChallenge(next);
          return;
        }
        setError(describeError(caught, t));
      },
    );
  };

  const props: StepProps = {
    challenge,
    isBusy,
    error,
    run,
    onCancel,
    onChallengeUpdate: setChallenge,
    ...(payload === undefined ? {} : { payload }),
  };
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'lg', sm: 'xl' }}
      shadow="sm"
      data-testid={`challenge-${challenge.step}`}
    >
      {isFallback && (
        <Alert variant="light" color="ocean" radius="md" mb="md" icon={<IconInfoCircle aria-hidden />}>
          {t('question.fallbackNotice')}
        </Alert>
      )}
      {challenge.step === 'OTP.300' && <OtpStep {...props} />}
      {challenge.step === 'TERM_COND' && <TermsStep {...props} />}
      {(challenge.step === 'SEQ-406' || challenge.step === 'SEQ-404') && <QuestionStep {...props} />}
    </Paper>
  );
}
