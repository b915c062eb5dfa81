/**
 * Where the applicant stands in the four steps: Mantine's stepper on wider screens, and on a phone a
 * one-line "Step 2 of 4 — Documents" with a progress bar (four labelled steps do not fit in 360 px).
 */
import { Box, Progress, Stack, Stepper, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { PROCESS_STEPS, type ProcessStep } from '../utils/process-steps';

type OnboardingStepperProps = {
  active: ProcessStep;
  /** Steps the applicant may go back to (the ones already done). */
  reachable: readonly ProcessStep[];
  onSelect: (step: ProcessStep) => void;
};

export function OnboardingStepper({ active, reachable, onSelect }: OnboardingStepperProps) {
  const { t } = useTranslation('onboarding');
  const index = PROCESS_STEPS.indexOf(active);
  return (
    <Box mb="lg">
      <Stack gap={6} hiddenFrom="sm">
        <Text fz="sm" fw={600} c="dimmed" aria-live="polite">
          {t('steps.stepOf', { current: index + 1, total: PROCESS_STEPS.length, name: t(`steps.${active}`) })}
        </Text>
        <Progress value={((index + 1) / PROCESS_STEPS.length) * 100} size="sm" aria-hidden />
      </Stack>
      <Stepper
        visibleFrom="sm"
        active={index}
        onStepClick={(clicked) => {
          const step = PROCESS_STEPS[clicked];
          if (step && reachable.includes(step)) {
            onSelect(step);
          }
        }}
        size="sm"
        aria-label={t('steps.label')}
      >
        {PROCESS_STEPS.map((step) => (
          <Stepper.Step
            key={step}
            label={t(`steps.${step}`)}
            allowStepSelect={reachable.includes(step) && step !== active}
          />
        ))}
      </Stepper>
    </Box>
  );
}
