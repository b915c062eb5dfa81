/** Where the person stands in the four registration steps ("Étape 2 sur 4 — ..."). */
import { Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';

const STEPS = ['identity', 'number', 'pack', 'password'] as const;

export function RegisterSteps({ active }: { active: number }) {
  const { t } = useTranslation('auth');
  const step = STEPS[active] ?? 'identity';
  return (
    <Stack gap={6}>
      <Text fz="sm" fw={600} c="dimmed">
        {t('register.stepOf', {
          current: active + 1,
          total: STEPS.length,
          name: t(`register.steps.${step}`),
        })}
      </Text>
      <Progress value={((active + 1) / STEPS.length) * 100} aria-hidden size="sm" />
    </Stack>
  );
}
