/** Where the customer is in setting up a standing order: form, review, code, done. */
import { Stepper, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from '../../../lib/use-translation';

const STEPS = ['form', 'review', 'code', 'done'] as const;

export function PermanentSteps({ active }: { active: number }) {
  const { t } = useTranslation('standing-orders');
  const isWide = useMediaQuery('(min-width: 36em)', true);
  return (
    <>
      <Stepper
        active={active}
        size="sm"
        iconSize={isWide ? 32 : 26}
        mb="lg"
        allowNextStepsSelect={false}
        aria-label={t('form.stepsLabel')}
      >
        {STEPS.map((step, index) => (
          <Stepper.Step
            key={step}
            label={isWide ? t(`form.steps.${step}`) : undefined}
            // A phone shows the number alone: the name begins with it (WCAG 2.5.3, label in name).
            aria-label={isWide ? undefined : `${index + 1} ${t(`form.steps.${step}`)}`}
          />
        ))}
      </Stepper>
      {!isWide && (
        <Text fz="sm" fw={600} ta="center" mt={-8} mb="md">
          {t('form.stepOf', {
            step: active + 1,
            count: STEPS.length,
            name: t(`form.steps.${STEPS[active] ?? 'form'}`),
          })}
        </Text>
      )}
    </>
  );
}
