/** What the simulator pages show while the catalogue loads, when it fails, when it is empty or cannot compute. */
import { Alert, Button, Grid, Paper, Skeleton, Stack, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle, IconCalculatorOff, IconRefresh } from '@tabler/icons-react';
import { useSimulatorText } from '../hooks/use-simulator-text';

export function SimulatorLoading() {
  const { t } = useSimulatorText();
  return (
    <div role="status" aria-live="polite">
      <VisuallyHidden>{t('states.loading')}</VisuallyHidden>
      <Skeleton height={72} radius="lg" mb="xl" />
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Skeleton height={420} radius="lg" />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Skeleton height={320} radius="lg" />
        </Grid.Col>
      </Grid>
    </div>
  );
}

export function SimulatorError({ onRetry, isRetrying }: { onRetry: () => void; isRetrying: boolean }) {
  const { t } = useSimulatorText();
  return (
    <Alert
      color="red"
      variant="light"
      radius="lg"
      icon={<IconAlertTriangle size={20} aria-hidden />}
      title={t('states.error')}
      role="alert"
    >
      <Button
        mt="sm"
        variant="white"
        color="red"
        loading={isRetrying}
        onClick={onRetry}
        leftSection={<IconRefresh size={16} aria-hidden />}
      >
        {t('states.retry')}
      </Button>
    </Alert>
  );
}

export function SimulatorEmpty() {
  const { t } = useSimulatorText();
  return (
    <Paper withBorder radius="lg" p="xl">
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color="plum" aria-hidden>
          <IconCalculatorOff size={30} stroke={1.6} />
        </ThemeIcon>
        <Text fw={600}>{t('states.empty')}</Text>
      </Stack>
    </Paper>
  );
}

export function CannotCompute() {
  const { t } = useSimulatorText();
  return (
    <Alert
      color="orange"
      variant="light"
      radius="lg"
      icon={<IconAlertTriangle size={20} aria-hidden />}
      role="alert"
    >
      {t('states.cannotCompute')}
    </Alert>
  );
}
