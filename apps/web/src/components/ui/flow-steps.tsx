/**
 * Where the customer is in a flow that orders something (a card, a top-up, a chequebook): details,
 * review and code, done — on one line, even on a 320 px phone. On a phone only the current step
 * shows its text (the three texts do not fit side by side); the others keep theirs for screen
 * readers, so every step is named by its number and its text. The texts are the area's `steps.*`.
 */
import { Stepper, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Namespace } from '../../lib/i18n';
import { useTranslation } from '../../lib/use-translation';

const STEPS = ['details', 'review', 'done'] as const;

export function FlowSteps({ active, ns }: { active: number; ns: Namespace }) {
  const { t } = useTranslation(ns);
  const isWide = useMediaQuery('(min-width: 36em)', true);
  // Past the last step (the receipt) the last one stays the current one.
  const current = Math.min(active, STEPS.length - 1);
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
      {STEPS.map((step, index) => (
        <Stepper.Step
          key={step}
          label={
            isWide || index === current ? (
              t(`steps.${step}`)
            ) : (
              <VisuallyHidden>{t(`steps.${step}`)}</VisuallyHidden>
            )
          }
          data-testid={`flow-step-${step}`}
        />
      ))}
    </Stepper>
  );
}
