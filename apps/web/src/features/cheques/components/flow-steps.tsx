/** Where the customer is in the chequebook order: details, review and code, done. */
import { Stepper } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

export function FlowSteps({ active }: { active: number }) {
  const { t } = useTranslation('cheques');
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
