/**
 * Where the customer is in a flow that orders something (a card, a top-up, a chequebook): details,
 * review and code, done — on one line, even on a phone. The texts are the area's `steps.*`.
 */
import { Stepper } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { Namespace } from '../../lib/i18n';

export function FlowSteps({ active, ns }: { active: number; ns: Namespace }) {
  const { t } = useTranslation(ns);
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
