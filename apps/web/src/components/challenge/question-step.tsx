/** SEQ-406 (choose a security question and its answer) and SEQ-404 (answer it). */
import type { SecurityQuestion } from '@baraka/contracts/identity/challenges';
import { NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { answerSecurityQuestion } from '../../lib/challenges';
import { useTranslation } from '../../lib/use-translation';
import type { StepProps } from './challenge-step';
import { StepActions } from './step-actions';

export function QuestionStep({ challenge, isBusy, error, run, onCancel }: StepProps) {
  const { t } = useTranslation('challenges');
  const isEnrolment = challenge.step === 'SEQ-406';
  const choices = challenge.questions ?? [];
  const [question, setQuestion] = useState<SecurityQuestion | undefined>(choices[0]);
  const [answer, setAnswer] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    run(() => answerSecurityQuestion(challenge.challengeKey, answer, isEnrolment ? question : undefined));
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Title order={2} fz="h3">
          {t(isEnrolment ? 'question.enrolTitle' : 'question.askTitle')}
        </Title>
        <Text c="dimmed">{t(isEnrolment ? 'question.enrolBody' : 'question.askBody')}</Text>
        {isEnrolment ? (
          <NativeSelect
            label={t('question.choose')}
            value={question ?? ''}
            onChange={(event) => setQuestion(event.currentTarget.value as SecurityQuestion)}
            data={choices.map((value) => ({ value, label: t(`question.questions.${value}`) }))}
            data-testid="question-select"
          />
        ) : (
          challenge.question && <Text fw={700}>{t(`question.questions.${challenge.question}`)}</Text>
        )}
        <TextInput
          label={t('question.answer')}
          value={answer}
          onChange={(event) => setAnswer(event.currentTarget.value)}
          autoComplete="off"
          maxLength={64}
          error={error}
          data-testid="question-answer"
        />
        <StepActions
          submitLabel={t('question.submit')}
          isBusy={isBusy}
          onCancel={onCancel}
          isDisabled={answer.trim().length < 2}
        />
      </Stack>
    </form>
  );
}
