/** Where the customer is in a card flow: details, review and code, done. */
import { Stepper } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function FlowSteps({ active }: { active: number }) {
  const { t } = useTranslation('cards');
  return (
    <Stepper active={active} size="sm" mb="xl" allowNextStepsSelect={false} aria-label={t('steps.label')}>
      <Stepper.Step label={t('steps.details')} />
      <Stepper.Step label={t('steps.review')} />
      <Stepper.Step label={t('steps.done')} />
    </Stepper>
  );
}
