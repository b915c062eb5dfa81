/** TERM_COND: the versioned terms and conditions, read and accepted before anything else. */
import { Checkbox, List, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { acceptTerms } from '../../lib/challenges';
import { useTranslation } from '../../lib/use-translation';
import type { StepProps } from './challenge-step';
import { StepActions } from './step-actions';

const TERMS_ITEMS = ['subscription', 'credentials', 'availability', 'fees', 'objections', 'law'] as const;

export function TermsStep({ challenge, isBusy, error, run, onCancel }: StepProps) {
  const { t } = useTranslation('challenges');
  const [isAccepted, setIsAccepted] = useState(false);
  const version = challenge.termsVersion ?? '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    run(() => acceptTerms(challenge.challengeKey, version));
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Title order={2} fz="h3">
          {t('terms.title')}
        </Title>
        <Text c="dimmed">{t('terms.intro', { version })}</Text>
        <ScrollArea.Autosize mah={260} type="auto" offsetScrollbars>
          <List spacing="xs" size="sm" tabIndex={0} aria-label={t('terms.title')}>
            {TERMS_ITEMS.map((item) => (
              <List.Item key={item}>{t(`terms.items.${item}`)}</List.Item>
            ))}
          </List>
        </ScrollArea.Autosize>
        <Checkbox
          checked={isAccepted}
          onChange={(event) => setIsAccepted(event.currentTarget.checked)}
          label={t('terms.accept')}
          error={error}
          data-testid="terms-accept"
        />
        <StepActions
          submitLabel={t('terms.submit')}
          isBusy={isBusy}
          onCancel={onCancel}
          isDisabled={!isAccepted}
        />
      </Stack>
    </form>
  );
}
