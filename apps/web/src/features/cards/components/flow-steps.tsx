/** Where the customer is in a card flow: details, review and code, done (on one line, even on a phone). */
import { Stepper } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

export function FlowSteps({ active }: { active: number }) {
  const { t } = useTranslation('cards');
  const isWide = useMediaQuery('(min-width: 36em)', true);
  return (
    <Stepper
      active={active}
      size={isWide ? 'sm' : 'xs'}
      iconSize={isWide ? undefined : 26}
      wrap={false}
      mb="xl"
      allowNextStepsSelect={false}
      aria-label={t('steps.label')}
    >
      <Stepper.Step label={t('steps.details')} />
      <Stepper.Step label={t('steps.review')} />
      <Stepper.Step label={t('steps.done')} />
    </Stepper>
  );
}
