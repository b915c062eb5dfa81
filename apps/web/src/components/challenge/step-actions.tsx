/** The buttons under a step: the main action, and "cancel" (which leaves the operation). */
import { Button, Group } from '@mantine/core';
import { useTranslation } from '../../lib/use-translation';

type StepActionsProps = { submitLabel: string; isBusy: boolean; onCancel: () => void; isDisabled?: boolean };

export function StepActions({ submitLabel, isBusy, onCancel, isDisabled = false }: StepActionsProps) {
  const { t } = useTranslation('challenges');
  return (
    <Group justify="space-between" gap="sm" mt="xs">
      <Button variant="default" onClick={onCancel} disabled={isBusy} data-testid="challenge-cancel">
        {t('cancel')}
      </Button>
      <Button type="submit" loading={isBusy} disabled={isDisabled} data-testid="challenge-submit">
        {submitLabel}
      </Button>
    </Group>
  );
}
